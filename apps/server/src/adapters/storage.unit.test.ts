import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { type S3Peer, startS3Peer } from '../test/s3-peer.js';
import { openStorage, type Storages } from './storage.js';

async function bytes(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The same cases on each backend: what one stores, the other must answer alike. */
const backends = [
  { name: 'local disk', s3: false },
  { name: 'S3 (s3rver)', s3: true },
];

describe.each(backends)('storage on $name', ({ s3 }) => {
  let dataDir: string;
  let peer: S3Peer | undefined;
  let storage: Storages;
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'konsol-storage-'));
    peer = s3 ? await startS3Peer() : undefined;
    storage = openStorage(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...peer?.env }));
  });
  afterAll(async () => {
    await peer?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('checks at start that it can be used', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('answers what was put, with the type of its extension and its size', async () => {
    await storage.uploads.put('banner/a1.png', png, 'image/png');
    const file = await storage.uploads.get('banner/a1.png');
    expect(file).toMatchObject({ contentType: 'image/png', size: png.length });
    expect(await bytes(file!.body)).toEqual(png);
    const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');
    await storage.uploads.put('menu/b2.jpg', jpeg, 'image/jpeg');
    const second = await storage.uploads.get('menu/b2.jpg');
    expect(second?.contentType).toBe('image/jpeg');
    expect(await bytes(second!.body)).toEqual(jpeg);
  });

  it('answers null for a key with nothing stored', async () => {
    expect(await storage.uploads.get('banner/nothing.png')).toBeNull();
    expect(await storage.private.get('loan/nothing.jpg')).toBeNull();
  });

  it('replaces a file put again under the same key', async () => {
    await storage.uploads.put('news/c3.webp', Buffer.from('first'), 'image/webp');
    await storage.uploads.put('news/c3.webp', Buffer.from('second'), 'image/webp');
    expect((await bytes((await storage.uploads.get('news/c3.webp'))!.body)).toString()).toBe('second');
  });

  it('removes a file; removing a missing one is no error', async () => {
    await storage.uploads.put('popup/d4.png', png, 'image/png');
    await storage.uploads.remove('popup/d4.png');
    expect(await storage.uploads.get('popup/d4.png')).toBeNull();
    await expect(storage.uploads.remove('popup/d4.png')).resolves.toBeUndefined();
  });

  it('keeps private files apart from public ones', async () => {
    await storage.private.put('loan/e5.jpg', png, 'image/jpeg');
    expect(await storage.uploads.get('loan/e5.jpg')).toBeNull();
    expect(await bytes((await storage.private.get('loan/e5.jpg'))!.body)).toEqual(png);
    await storage.uploads.remove('loan/e5.jpg');
    const kept = await storage.private.get('loan/e5.jpg');
    expect(kept).not.toBeNull();
    // a body nobody reads must be closed: Node 26 throws when an open file is left to garbage collection
    kept!.body.destroy();
  });

  it('refuses keys that could leave their place or are not images', async () => {
    for (const key of ['../konsol.sqlite', 'banner/../../x.png', '/etc/x.png', 'Banner/x.png', 'banner/x.svg', 'banner/x.png/']) {
      await expect(storage.uploads.put(key, png, 'image/png')).rejects.toThrow('invalid storage key');
      await expect(storage.uploads.get(key)).rejects.toThrow('invalid storage key');
      await expect(storage.private.remove(key)).rejects.toThrow('invalid storage key');
    }
  });

  it(
    s3 ? 'keeps its files in the bucket, under uploads/ and private/, and nothing under DATA_DIR' : 'keeps its files under DATA_DIR',
    async () => {
      await storage.uploads.put('logo/f6.png', png, 'image/png');
      await storage.private.put('loan/f6.png', png, 'image/png');
      if (peer) {
        expect(await peer.keys()).toEqual(expect.arrayContaining(['uploads/logo/f6.png', 'private/loan/f6.png']));
        expect((await peer.keys()).every((k) => k.startsWith('uploads/') || k.startsWith('private/'))).toBe(true);
        expect(readdirSync(dataDir).filter((f) => f !== 'jwt-secret')).toEqual([]);
      } else {
        expect(existsSync(path.join(dataDir, 'uploads/logo/f6.png'))).toBe(true);
        expect(existsSync(path.join(dataDir, 'private/loan/f6.png'))).toBe(true);
      }
    },
  );
});

describe('storage on S3, failures', () => {
  let peer: S3Peer;
  beforeAll(async () => {
    peer = await startS3Peer();
  });
  afterAll(() => peer.close());

  it('throws when the bucket is missing instead of answering "not found"', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'konsol-storage-'));
    const storage = openStorage(
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...peer.env, STORAGE_URL: 's3://no-such-bucket' }),
    );
    await expect(storage.uploads.put('banner/a.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/bucket/i);
    await expect(storage.uploads.get('banner/a.png')).rejects.toThrow(/bucket/i);
    await expect(storage.check()).rejects.toThrow(
      new Error(`STORAGE_URL: the bucket "no-such-bucket" at ${peer.env.S3_ENDPOINT} cannot be used: NotFound (HTTP 404)`),
    );
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails its check when nothing answers at the endpoint', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'konsol-storage-'));
    const storage = openStorage(
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...peer.env, S3_ENDPOINT: 'http://127.0.0.1:9' }),
    );
    await expect(storage.check()).rejects.toThrow(
      /^STORAGE_URL: the bucket "konsol" at http:\/\/127.0.0.1:9 cannot be used: .*ECONNREFUSED/,
    );
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('throws with an unknown access key', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'konsol-storage-'));
    const storage = openStorage(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...peer.env, S3_ACCESS_KEY_ID: 'WRONG' }));
    await expect(storage.uploads.put('banner/a.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/access key/i);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
