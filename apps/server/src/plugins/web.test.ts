import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** The built console as the server sends it: compressed at build time, hashed assets cached for good. */
describe('web app files', () => {
  let app: TestApp;
  let web: string;
  const script = `export const greeting = ${JSON.stringify('selamat datang '.repeat(400))};\n`;

  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'konsol-web-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    const asset = path.join(web, 'assets', 'index-abc123.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    writeFileSync(path.join(web, 'assets', 'plain-def456.css'), 'body{margin:0}');
    writeFileSync(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await createTestApp({ WEB_DIST: web });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    rmSync(web, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a script brotli-compressed to a browser that takes brotli, gzip to one that takes gzip only', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that takes no compression, or when there is no compressed copy', async () => {
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const css = await get('/assets/plain-def456.css', 'gzip, br');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe('body{margin:0}');
  });

  it('caches hashed assets for a year; the favicon and the page itself are checked again each time', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      expect((await get('/assets/index-abc123.js', encoding)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/assets/plain-def456.css')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/dashboard')).headers['cache-control']).toBe('no-cache');
  });

  it('a missing asset is a 404, neither the page nor a compressed copy of something else', async () => {
    const res = await get('/assets/missing-000000.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).not.toMatch(/html/);
    // the console's own paths still get the page, deep ones too
    expect((await get('/appmenu')).statusCode).toBe(200);
    expect((await get('/admin/mitraserver')).body).toContain('<div id="root">');
  });
});
