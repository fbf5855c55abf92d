import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../../test/factories.js';
import {
  gif,
  jpegHtmlPolyglot,
  jpegMagicThenHtml,
  jpegWithExif,
  multipartBody,
  oversize,
  pixelBomb,
  png,
  svg,
  webp,
} from '../../test/images.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('POST /api/media/upload', () => {
  let app: TestApp;
  let a: TestTenant;

  const upload = (
    data: Buffer,
    opts: { purpose?: string; filename?: string; contentType?: string; headers?: Record<string, string> } = {},
  ) => {
    const body = multipartBody([
      { name: 'file', filename: opts.filename ?? 'image.bin', contentType: opts.contentType ?? 'image/png', data },
    ]);
    return app.inject({
      method: 'POST',
      url: `/api/media/upload${opts.purpose ? `?purpose=${opts.purpose}` : ''}`,
      headers: { ...(opts.headers ?? a.headers), ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    app = await createTestApp();
    a = await createTenant(app);
  });
  afterAll(() => app.close());

  it('stores a PNG, answers imageurl, records owner and purpose, and serves it with nosniff and its type', async () => {
    const res = await upload(await png(120, 80), { purpose: 'banner', filename: 'promo.png' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.imageurl).toMatch(/^\/uploads\/banner\/[0-9a-f]{32}\.png$/);
    expect(body.data).toMatchObject({ imageurl: body.imageurl, purpose: 'banner', contentType: 'image/png', width: 120, height: 80 });
    expect(existsSync(path.join(app.dataDir, body.imageurl))).toBe(true);

    const row = await app.ctx.db.selectFrom('media').selectAll().where('url', '=', body.imageurl).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ server_id: a.serverPk, user_id: a.userId, purpose: 'banner', original_name: 'promo.png' });

    const served = await app.inject({ method: 'GET', url: body.imageurl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('re-encodes a JPEG: rotated upright, bounded to the purpose’s size, metadata stripped', async () => {
    const res = await upload(await jpegWithExif(1600, 1200), { purpose: 'menu', contentType: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.contentType).toBe('image/jpeg');
    expect(data.imageurl).toMatch(/\.jpg$/);
    // orientation 6 turns 1600×1200 into 1200×1600, bounded to 512 on the longest side
    expect([data.width, data.height]).toEqual([384, 512]);
    const stored = await app.inject({ method: 'GET', url: data.imageurl });
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('Secret Owner'))).toBe(false);
  });

  it('keeps WebP as WebP', async () => {
    const res = await upload(await webp(), { contentType: 'image/webp' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.contentType).toBe('image/webp');
  });

  it('refuses a file that is not an image, whatever its name and declared type', async () => {
    const res = await upload(Buffer.from('name,amount\nBudi,10000\n'), { filename: 'photo.png', contentType: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      msg: 'The file is not an image: only PNG, JPEG or WebP images are accepted',
      errors: { file: 'The file is not an image: only PNG, JPEG or WebP images are accepted' },
    });
    const id = await upload(Buffer.from('%PDF-1.4 fake'), { headers: { ...a.headers, 'accept-language': 'id' } });
    expect(id.json().msg).toBe('File bukan gambar: hanya gambar PNG, JPEG atau WebP yang diterima');
  });

  it('refuses other image types by name', async () => {
    const res = await upload(await gif(), { filename: 'a.gif', contentType: 'image/gif' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Only PNG, JPEG or WebP images are accepted, not GIF');
  });

  it('refuses SVG', async () => {
    const res = await upload(svg(), { filename: 'logo.svg', contentType: 'image/svg+xml' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('SVG images are not accepted: upload PNG, JPEG or WebP');
    const bare = await upload(Buffer.from('  <svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(bare.json().msg).toBe('SVG images are not accepted: upload PNG, JPEG or WebP');
  });

  it('refuses an HTML/JPEG polyglot', async () => {
    const valid = await upload(await jpegHtmlPolyglot(), { contentType: 'image/jpeg' });
    expect(valid.statusCode).toBe(400);
    expect(valid.json().msg).toBe('The image carries hidden HTML or script and was refused');
    const magic = await upload(jpegMagicThenHtml(), { contentType: 'image/jpeg' });
    expect(magic.statusCode).toBe(400);
    expect(magic.json().msg).toBe('The image carries hidden HTML or script and was refused');
    expect(await app.ctx.db.selectFrom('media').select('id').where('content_type', '=', 'text/html').execute()).toHaveLength(0);
  });

  it('refuses a damaged image and a pixel bomb', async () => {
    const good = await png(200, 200);
    const broken = await upload(Buffer.concat([good.subarray(0, 40), Buffer.alloc(200, 7)]));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().msg).toBe('The image is damaged or cannot be read');
    const bomb = await upload(await pixelBomb());
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().msg).toBe('The image is too large in pixels (at most 36 megapixels)');
  });

  it('refuses a file over the purpose’s size limit (413)', async () => {
    const logo = await upload(oversize(1024 * 1024 + 10), { purpose: 'logo' });
    expect(logo.statusCode).toBe(413);
    expect(logo.json()).toMatchObject({ success: false, msg: 'The image must not be larger than 1 MB!' });
    const photo = await upload(oversize(1024 * 1024 + 10), { purpose: 'photo' });
    expect(photo.statusCode).toBe(413);
    expect(photo.json().msg).toBe('Ukuran foto tidak lebih dari 1 MB!');
    const general = await upload(oversize(2 * 1024 * 1024 + 10));
    expect(general.statusCode).toBe(413);
    expect(general.json().msg).toBe('The image must not be larger than 2 MB!');
    const huge = await upload(oversize(6 * 1024 * 1024), { purpose: 'banner' });
    expect(huge.statusCode).toBe(413);
  });

  it('needs a file, a known purpose and a token', async () => {
    const none = multipartBody([{ name: 'note', data: 'no file here' }]);
    const noFile = await app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { ...a.headers, ...none.headers },
      payload: none.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().msg).toBe('Choose an image file (form field "file")');
    const json = await app.inject({ method: 'POST', url: '/api/media/upload', headers: a.headers, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    const purpose = await upload(await png(), { purpose: 'avatar' });
    expect(purpose.statusCode).toBe(400);
    expect(purpose.json().msg).toBe('Unknown upload purpose');
    const anonymous = await upload(await png(), { headers: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves nothing but stored images under /uploads', async () => {
    expect((await app.inject({ method: 'GET', url: '/uploads/../konsol.sqlite' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/uploads/%2e%2e/jwt-secret' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/uploads/banner/nothing.png' })).statusCode).toBe(404);
  });
});
