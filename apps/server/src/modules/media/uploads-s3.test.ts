import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTenant, type TestTenant } from '../../test/factories.js';
import { png, uploadImage } from '../../test/images.js';
import { uploadPhoto } from '../../test/loan-fixtures.js';
import { type S3Peer, startS3Peer } from '../../test/s3-peer.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The real app with STORAGE_URL on a real S3-compatible server: every file in the bucket, none on disk. */
describe('uploads in object storage (STORAGE_URL)', () => {
  let s3: S3Peer;
  let app: TestApp;
  let other: TestApp;
  let a: TestTenant;

  beforeAll(async () => {
    s3 = await startS3Peer();
    app = await createTestApp(s3.env);
    // a second instance on the same bucket (its own database): the addresses do not depend on the instance
    other = await createTestApp(s3.env);
    a = await createTenant(app);
  });
  afterAll(async () => {
    await app?.close();
    await other?.close();
    await s3?.close();
  });

  it('stores an upload in the bucket and serves it at its /uploads address on every instance', async () => {
    const res = await uploadImage(app, a.headers, 'banner', await png(120, 80));
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().imageurl;
    expect(url).toMatch(/^\/uploads\/banner\/[0-9a-f]{32}\.png$/);
    expect(await s3.keys()).toContain(`uploads${url.slice('/uploads'.length)}`);

    for (const instance of [app, other]) {
      const served = await instance.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 120, height: 80 });
    }
    // HEAD a few times more than the client's socket pool, so a body left unread would hang here
    for (let i = 0; i < 60; i++) {
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(res.json().data.size));
    }
    expect((await other.inject({ method: 'GET', url: '/uploads/banner/0123456789abcdef0123456789abcdef.png' })).statusCode).toBe(404);
  });

  it('keeps loan photos in the bucket’s private part, readable only through the API', async () => {
    const admin = await createAdmin(app);
    const up = await uploadPhoto(app, a);
    expect(up.statusCode, up.body).toBe(200);
    const { id, url } = up.json().data;
    const { storage_key } = await app.ctx.db.selectFrom('loan_photos').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow();
    expect(await s3.keys()).toContain(`private/${storage_key}`);

    for (const who of [a, admin]) {
      const photo = await app.inject({ method: 'GET', url, headers: who.headers });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect((await sharp(photo.rawPayload).metadata()).format).toBe('png');
    }
    expect((await app.inject({ method: 'GET', url: `/uploads/${storage_key}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/uploads/../private/${storage_key}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/uploads/%2e%2e/private/${storage_key}` })).statusCode).toBe(404);
  });

  it('writes nothing under DATA_DIR/uploads or DATA_DIR/private', () => {
    for (const instance of [app, other]) {
      expect(existsSync(path.join(instance.dataDir, 'uploads'))).toBe(false);
      expect(existsSync(path.join(instance.dataDir, 'private'))).toBe(false);
    }
  });
});
