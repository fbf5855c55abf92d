import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { pickEncoding } from './compression.js';

describe('compressed answers', () => {
  let app: TestApp;
  let op: TestTenant;
  beforeAll(async () => {
    app = await createTestApp();
    op = await createTenant(app);
    // enough menus for a page over 1 KiB
    for (let i = 0; i < 12; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/backoffice/menu',
        headers: op.headers,
        payload: { label: `Menu pulsa dan paket data nomor ${i}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }, 120_000);
  afterAll(() => app.close());

  const page = (encoding?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/backoffice/menu?page=0&size=50',
      headers: { ...op.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  it('a JSON answer of 1 KiB or more comes in brotli or gzip when accepted, the same JSON once decoded', async () => {
    const plain = await page();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await page('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await page('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('a small answer, or a client that refuses every encoding, gets the answer as it is', async () => {
    const small = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ success: true });
    const refused = await page('br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json().data.content).toHaveLength(12);
  });

  it('reads Accept-Encoding with its quality values', () => {
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('')).toBeUndefined();
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0')).toBeUndefined();
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('deflate')).toBeUndefined();
    expect(pickEncoding('GZIP;Q=1')).toBe('gzip');
  });
});
