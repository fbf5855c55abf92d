import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.js';
import { contentDemoSeeder } from '../../db/seeds/demo-content.seed.js';
import { isoIn } from '../../lib/time.js';
import { createTenant, type TestTenant } from '../../test/factories.js';
import { uploadImage } from '../../test/images.js';
import { application, uploadPhoto } from '../../test/loan-fixtures.js';
import { type S3Peer, startS3Peer } from '../../test/s3-peer.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { purgeUnusedFiles, UPLOAD_GRACE_MS, UPLOAD_REFERENCES } from './housekeeping.js';

/** Makes every file recorded so far older than the grace period. */
async function ageFiles(db: Kysely<DB>) {
  const old = isoIn(-UPLOAD_GRACE_MS - 60_000);
  await db.updateTable('media').set({ created_at: old }).execute();
  await db.updateTable('loan_photos').set({ created_at: old }).execute();
}

describe.each([
  { name: 'local disk', s3: false },
  { name: 'S3 (s3rver)', s3: true },
])('purge of unused files on $name', ({ s3 }) => {
  let peer: S3Peer | undefined;
  let app: TestApp;
  let a: TestTenant;

  const upload = async (purpose: string): Promise<string> => {
    const res = await uploadImage(app, a.headers, purpose);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().imageurl;
  };
  const served = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
  const recorded = async (url: string) => !!(await app.ctx.db.selectFrom('media').select('id').where('url', '=', url).executeTakeFirst());

  beforeAll(async () => {
    peer = s3 ? await startS3Peer() : undefined;
    app = await createTestApp(peer?.env);
    // the app's own hourly housekeeping run would race the purges these tests make and count
    await app.ctx.jobs.stop();
    a = await createTenant(app);
  });
  afterAll(async () => {
    await app?.close();
    await peer?.close();
  });

  it('removes an old upload nothing names, with its record; keeps a recent one', async () => {
    const old = await upload('banner');
    await ageFiles(app.ctx.db);
    const recent = await upload('banner');
    expect(await purgeUnusedFiles(app.ctx.db, app.ctx.storage)).toMatchObject({ media: 1 });
    expect(await served(old)).toBe(404);
    expect(await recorded(old)).toBe(false);
    expect(await served(recent)).toBe(200);
    expect(await recorded(recent)).toBe(true);
    if (peer) expect(await peer.keys()).not.toContain(`uploads${old.slice('/uploads'.length)}`);
  });

  it('keeps every image of seeded content (logo, menus, banners, news, popups)', async () => {
    await ageFiles(app.ctx.db);
    await purgeUnusedFiles(app.ctx.db, app.ctx.storage); // the earlier tests' leftovers
    await contentDemoSeeder(app.ctx, a.serverPk, a.serverCode);
    await ageFiles(app.ctx.db);
    const urls = (await app.ctx.db.selectFrom('media').select('url').where('server_id', '=', a.serverPk).execute()).map((m) => m.url);
    expect(urls.length).toBeGreaterThan(10);
    expect(await purgeUnusedFiles(app.ctx.db, app.ctx.storage)).toMatchObject({ media: 0 });
    for (const url of urls) expect(await served(url), url).toBe(200);
  });

  it('keeps an upload named by any referencing column, as a path, a full URL, in rich text or in JSON', async () => {
    await sql`insert into settings (key, value, updated_at) values ('test.images', '{}', ${isoIn(0)})`.execute(app.ctx.db);
    for (const [table, column] of UPLOAD_REFERENCES) {
      const url = await upload('general');
      await ageFiles(app.ctx.db);
      const forms = [url, `https://konsol.test${url}`, `<p><img src="https://cdn.example${url}?v=2"></p>`, JSON.stringify({ logo: url })];
      for (const text of forms) {
        const where = table === 'settings' ? sql`where key = 'test.images'` : sql``;
        await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${text} ${where}`.execute(app.ctx.db);
        await purgeUnusedFiles(app.ctx.db, app.ctx.storage);
        expect(await served(url), `${table}.${column}: ${text}`).toBe(200);
      }
      // once nothing names it, it goes
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ''`.execute(app.ctx.db);
      await purgeUnusedFiles(app.ctx.db, app.ctx.storage);
      expect(await served(url), `${table}.${column} cleared`).toBe(404);
    }
  });

  it('removes an old loan photo no application holds; keeps those of an application', async () => {
    const body = await application(app, a);
    const sent = await app.inject({ method: 'POST', url: '/api/irmacapital/loan/request', headers: a.headers, payload: body });
    expect(sent.statusCode, sent.body).toBe(200);
    const stray = (await uploadPhoto(app, a)).json().data;
    await ageFiles(app.ctx.db);
    expect(await purgeUnusedFiles(app.ctx.db, app.ctx.storage)).toMatchObject({ loan_photos: 1 });
    const photo = async (id: number) =>
      (await app.inject({ method: 'GET', url: `/api/irmacapital/photo/${id}`, headers: a.headers })).statusCode;
    expect(await photo(stray.id)).toBe(404);
    for (const id of [body.imagektp, body.imageselfie, body.imagebusiness]) expect(await photo(id!)).toBe(200);
    if (peer) expect((await peer.keys()).filter((k) => k.startsWith('private/'))).toHaveLength(3);
  });
});

describe('UPLOAD_REFERENCES', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('names every text column whose name says it holds an image or rich content', async () => {
    const listed = new Set(UPLOAD_REFERENCES.map(([t, c]) => `${t}.${c}`));
    const imageLike = /image|logo|icon|photo|picture|avatar|thumbnail|^content$/;
    const missing: string[] = [];
    for (const table of await app.ctx.db.introspection.getTables()) {
      for (const column of table.columns) {
        const name = `${table.name}.${column.name}`;
        if (/char|text|clob/i.test(column.dataType) && imageLike.test(column.name) && !listed.has(name)) missing.push(name);
      }
    }
    // a new column that holds an upload's address belongs in UPLOAD_REFERENCES (housekeeping.ts), or its
    // uploads are removed a day after they were made
    expect(missing).toEqual([]);
  });
});
