import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../factories.js';
import { gif, jpegHtmlPolyglot, jpegMagicThenHtml, multipartBody, oversize, png, svg, webp } from '../images.js';
import { createTestApp, type TestApp, testDialect } from '../test-app.js';
import { loadOps } from './openapi-ops.js';
import { table } from './world.js';

/**
 * Upload attacks against every route that takes an image file (found in the route table): impostors refused,
 * hostile names and declared types neutralised (random key, re-encoded image), every stored file served as an
 * image with nosniff, nothing written outside the upload directories. CSV imports get hostile files too.
 */

/** A PNG whose header claims width × height (the rest is a 1×1 image): a decompression bomb. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const buf = Buffer.from(await png(1, 1));
  buf.writeUInt32BE(width, 16);
  buf.writeUInt32BE(height, 20);
  buf.writeUInt32BE(crc32(buf.subarray(12, 29)), 29);
  return buf;
}

interface Attack {
  name: string;
  filename: string;
  type: string;
  data: () => Promise<Buffer> | Buffer;
  /** refuse: 4xx; neutralise: accepted only as a re-encoded image under a random name (or refused). */
  expect: 'refuse' | 'neutralise';
}

const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
const ATTACKS: Attack[] = [
  { name: 'HTML named .jpg', filename: 'photo.jpg', type: 'image/jpeg', data: () => html, expect: 'refuse' },
  { name: 'HTML named .png, declared image/png', filename: 'a.png', type: 'image/png', data: () => html, expect: 'refuse' },
  { name: 'JPEG magic then HTML', filename: 'a.jpg', type: 'image/jpeg', data: jpegMagicThenHtml, expect: 'refuse' },
  {
    name: 'JPEG/HTML polyglot (script in a comment segment)',
    filename: 'a.jpg',
    type: 'image/jpeg',
    data: jpegHtmlPolyglot,
    expect: 'refuse',
  },
  {
    name: 'PNG with HTML after IEND',
    filename: 'a.png',
    type: 'image/png',
    data: async () => Buffer.concat([await png(4, 4), html]),
    expect: 'refuse',
  },
  {
    name: 'PNG with PHP after IEND',
    filename: 'a.png',
    type: 'image/png',
    data: async () => Buffer.concat([await png(4, 4), Buffer.from('<?php system($_GET["c"]); ?>')]),
    expect: 'refuse',
  },
  { name: 'SVG with script', filename: 'a.svg', type: 'image/svg+xml', data: svg, expect: 'refuse' },
  { name: 'SVG named .png', filename: 'a.png', type: 'image/png', data: svg, expect: 'refuse' },
  {
    name: 'SVG with BOM and spaces',
    filename: 'a.png',
    type: 'image/png',
    data: () => Buffer.concat([Buffer.from('\uFEFF  \n'), svg()]),
    expect: 'refuse',
  },
  {
    name: 'PNG claiming 50000 × 50000 (bomb)',
    filename: 'big.png',
    type: 'image/png',
    data: () => pngClaiming(50_000, 50_000),
    expect: 'refuse',
  },
  {
    name: 'PNG claiming 20000 × 20000 (bomb)',
    filename: 'big.png',
    type: 'image/png',
    data: () => pngClaiming(20_000, 20_000),
    expect: 'refuse',
  },
  { name: 'PNG claiming 1 × 100000', filename: 'tall.png', type: 'image/png', data: () => pngClaiming(1, 100_000), expect: 'refuse' },
  { name: 'zero bytes', filename: 'empty.png', type: 'image/png', data: () => Buffer.alloc(0), expect: 'refuse' },
  { name: 'truncated PNG', filename: 't.png', type: 'image/png', data: async () => (await png(64, 64)).subarray(0, 60), expect: 'refuse' },
  { name: 'GIF', filename: 'a.gif', type: 'image/gif', data: gif, expect: 'refuse' },
  {
    name: 'PDF named .png',
    filename: 'a.png',
    type: 'image/png',
    data: () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
    expect: 'refuse',
  },
  {
    name: 'Windows executable named .png',
    filename: 'a.png',
    type: 'image/png',
    data: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0x90)]),
    expect: 'refuse',
  },
  {
    name: 'ZIP named .jpg',
    filename: 'a.jpg',
    type: 'image/jpeg',
    data: () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]),
    expect: 'refuse',
  },
  {
    name: 'random bytes',
    filename: 'r.png',
    type: 'image/png',
    data: () => Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919) % 256)),
    expect: 'refuse',
  },
  {
    name: 'traversal name ../../',
    filename: '../../../../../tmp/konsol-evil.png',
    type: 'image/png',
    data: () => png(8, 8),
    expect: 'neutralise',
  },
  { name: 'traversal name ..\\', filename: '..\\..\\..\\konsol-evil.png', type: 'image/png', data: () => png(8, 8), expect: 'neutralise' },
  { name: 'absolute name', filename: '/etc/konsol-evil.png', type: 'image/png', data: () => png(8, 8), expect: 'neutralise' },
  {
    name: 'encoded traversal name',
    filename: '%2e%2e%2f%2e%2e%2fkonsol-evil.png',
    type: 'image/png',
    data: () => png(8, 8),
    expect: 'neutralise',
  },
  { name: 'double extension .png.html', filename: 'konsol-evil.png.html', type: 'text/html', data: () => png(8, 8), expect: 'neutralise' },
  {
    name: 'markup in the name',
    filename: '"><script>alert(1)</script>.png',
    type: 'image/png',
    data: () => png(8, 8),
    expect: 'neutralise',
  },
  { name: 'very long name', filename: `${'a'.repeat(5000)}.png`, type: 'image/png', data: () => png(8, 8), expect: 'neutralise' },
  { name: 'PNG declared text/html', filename: 'x.html', type: 'text/html', data: () => png(8, 8), expect: 'neutralise' },
  { name: 'PNG declared image/svg+xml', filename: 'x.svg', type: 'image/svg+xml', data: () => png(8, 8), expect: 'neutralise' },
  {
    name: 'WebP declared application/octet-stream',
    filename: 'x',
    type: 'application/octet-stream',
    data: () => webp(8, 8),
    expect: 'neutralise',
  },
];

const IMAGE_TYPES: Record<string, Buffer> = {
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
  'image/webp': Buffer.from('RIFF'),
};

function filesUnder(dir: string, base = dir): string[] {
  let out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out = out.concat(filesUnder(full, base));
    else out.push(path.relative(base, full));
  }
  return out;
}

describe('upload attacks on every image upload route', () => {
  let app: TestApp;
  let t: TestTenant;
  let tried = 0;
  beforeAll(async () => {
    app = await createTestApp();
    t = await createTenant(app);
  }, 120_000);
  afterAll(async () => {
    console.info(`[uploads ${testDialect}] requests: ${tried}`);
    await app.close();
  });

  /** The image upload routes, each as a function sending one file and answering where the stored image is served. */
  const targets: Record<
    string,
    (file: { filename: string; type: string; data: Buffer }) => Promise<{ status: number; body: string; served?: string }>
  > = {
    'POST /api/media/upload': async (f) => {
      const form = multipartBody([{ name: 'file', filename: f.filename, contentType: f.type, data: f.data }]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/media/upload?purpose=menu',
        headers: { ...t.headers, ...form.headers },
        payload: form.payload,
      });
      return { status: res.statusCode, body: res.body, served: res.statusCode === 200 ? res.json().imageurl : undefined };
    },
    'POST /api/irmacapital/photo': async (f) => {
      const form = multipartBody([{ name: 'file', filename: f.filename, contentType: f.type, data: f.data }]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/irmacapital/photo',
        headers: { ...t.headers, ...form.headers },
        payload: form.payload,
      });
      return {
        status: res.statusCode,
        body: res.body,
        served: res.statusCode === 200 ? `/api/irmacapital/photo/${res.json().data.id}` : undefined,
      };
    },
    'POST /api/backoffice/apps': async (f) => {
      const current = (await app.inject({ method: 'GET', url: '/api/backoffice/apps', headers: t.headers })).json().data;
      const form = multipartBody([
        { name: 'item', data: JSON.stringify({ ...current, logo: '' }) },
        { name: 'image', filename: f.filename, contentType: f.type, data: f.data },
      ]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/backoffice/apps',
        headers: { ...t.headers, ...form.headers },
        payload: form.payload,
      });
      return { status: res.statusCode, body: res.body, served: res.statusCode === 200 ? res.json().data.logo : undefined };
    },
  };

  it('covers every route of the table that takes an image file', async () => {
    const ops = await loadOps(app);
    const imageRoutes = ops
      .filter((o) => o.body?.contentTypes.includes('multipart/form-data') && !o.body.contentTypes.includes('text/csv'))
      // bank statements are CSV or XLSX tables, read by bank-mutations/statement.ts and its tests, never served
      .filter((o) => !o.path.startsWith('/api/admin/bank-mutations/'))
      .map((o) => `${o.method} ${o.path}`);
    expect(imageRoutes.sort()).toEqual(Object.keys(targets).sort());
  });

  it('refuses impostors and neutralises hostile names and types; every stored file is served as an image with nosniff', async () => {
    const bad: string[][] = [];
    let accepted = 0;
    for (const [route, send] of Object.entries(targets)) {
      for (const attack of ATTACKS) {
        const res = await send({ filename: attack.filename, type: attack.type, data: await attack.data() });
        tried++;
        if (res.status >= 500) bad.push([route, attack.name, String(res.status), res.body.slice(0, 60)]);
        if (attack.expect === 'refuse') {
          if (res.status < 400) bad.push([route, attack.name, String(res.status), 'accepted']);
          continue;
        }
        if (res.status !== 200 || !res.served) {
          if (res.status >= 400 && res.status < 500) continue; // refusing is also fine
          bad.push([route, attack.name, String(res.status), res.body.slice(0, 60)]);
          continue;
        }
        accepted++;
        if (!/^\/(uploads\/[a-z]+\/[0-9a-f]{32}\.(png|jpg|webp)|api\/irmacapital\/photo\/\d+)$/.test(res.served)) {
          bad.push([route, attack.name, '200', `served at ${res.served}`]);
          continue;
        }
        const got = await app.inject({ method: 'GET', url: res.served, headers: t.headers });
        tried++;
        const type = String(got.headers['content-type'] ?? '').split(';')[0] as string;
        const magic = IMAGE_TYPES[type];
        if (got.statusCode !== 200 || !magic || !got.rawPayload.subarray(0, magic.length).equals(magic)) {
          bad.push([route, attack.name, String(got.statusCode), `served as ${type}`]);
        }
        if (got.headers['x-content-type-options'] !== 'nosniff')
          bad.push([route, attack.name, String(got.statusCode), 'served without nosniff']);
        if (got.rawPayload.includes('<script') || got.rawPayload.includes('<html'))
          bad.push([route, attack.name, '200', 'markup in the served bytes']);
      }
    }
    expect(bad, `upload findings:\n${table(bad, ['route', 'attack', 'status', 'problem'])}`).toEqual([]);
    expect(accepted).toBeGreaterThan(10);
    // Nothing was written anywhere but under random names in the storage directories.
    const stray = filesUnder(app.dataDir).filter(
      (f) =>
        !/^(uploads|private)\/[a-z]+\/[0-9a-f]{32}\.(png|jpg|webp)$/.test(f.split(path.sep).join('/')) &&
        !/^(konsol\.db|konsol\.sqlite|mail|mails|outbox)/.test(f),
    );
    expect(stray.filter((f) => /evil|script|\.html|\.svg/i.test(f))).toEqual([]);
    expect(readdirSync('/tmp').filter((f) => f.startsWith('konsol-evil'))).toEqual([]);
  });

  it('answers 413 for a file over the limit on every route', async () => {
    for (const [route, send] of Object.entries(targets)) {
      const res = await send({ filename: 'big.png', type: 'image/png', data: oversize(6 * 1024 * 1024) });
      tried++;
      expect(res.status, `${route}: ${res.body.slice(0, 80)}`).toBe(413);
    }
  });

  it('serves nothing but images under /uploads, never a listing, a dotfile or a traversal', async () => {
    const probes = [
      '/uploads/',
      '/uploads/menu/',
      '/uploads/../package.json',
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/.env',
      '/uploads/menu/x.html',
      '/uploads/menu/x.svg',
      '/uploads/menu/x.png%00.html',
      '/uploads/konsol.db',
    ];
    for (const url of probes) {
      const res = await app.inject({ method: 'GET', url });
      tried++;
      expect([400, 403, 404], `${url} → ${res.statusCode}`).toContain(res.statusCode);
      expect(String(res.headers['content-type'] ?? '')).not.toMatch(/html|svg|javascript/);
    }
  });

  it('treats hostile CSV imports as data: no 5xx, nothing outside the server', async () => {
    const files: [string, string, Buffer][] = [
      ['HTML as CSV', 'a.csv', html],
      ['binary', 'a.csv', Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 31) % 256))],
      ['traversal name', '../../../../tmp/konsol-evil.csv', Buffer.from('kode,nama\nR1,Budi\n')],
      ['formula cells', 'f.csv', Buffer.from('kode,nama,alamat\nR9,=HYPERLINK("http://evil.test"),@SUM(1+1)\n')],
      ['empty', 'e.csv', Buffer.alloc(0)],
      ['NUL bytes', 'n.csv', Buffer.from('kode,nama\nR\u00001,Bu\u0000di\n')],
    ];
    const admin = await createTenant(app, { role: 'admin' });
    for (const [route, headers] of [
      ['/api/reseller/import', t.headers],
      ['/api/admin/agenkaspro/import', admin.headers],
    ] as const) {
      for (const [what, filename, data] of files) {
        const form = multipartBody([{ name: 'file', filename, contentType: 'text/csv', data }]);
        const res = await app.inject({ method: 'POST', url: route, headers: { ...headers, ...form.headers }, payload: form.payload });
        tried++;
        expect(res.statusCode, `${route} ${what}: ${res.body.slice(0, 100)}`).toBeLessThan(500);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      }
    }
    expect(readdirSync('/tmp').filter((f) => f.startsWith('konsol-evil'))).toEqual([]);
  });
});
