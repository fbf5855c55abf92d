import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../test-app.js';
import { fillPath, loadOps, type Op, opName, pathParamNames, sample, textFields } from './openapi-ops.js';
import { buildWorld, ID_SOURCES, idsOf, table, type World } from './world.js';

/**
 * Stored XSS at the API level: 200+ payloads (xss-payloads.txt: classic, attribute-breaking, event handlers,
 * javascript:/data: URLs, SVG/MathML, encoded, polyglots) sent to every text field of every content and platform
 * write route. HTML is allowed only in news/info bodies, which must come back sanitised; everything else is
 * data. Every answer is JSON (never HTML a browser would interpret), and no link-like field stores a script URL.
 * KONSOL_XSS_PER_ROUTE sets how many requests each other route gets (default 25; `all` sends every payload).
 */

export const PAYLOADS = readFileSync(new URL('./xss-payloads.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.length > 0);

/** The rich-text bodies (sanitised on write). */
const HTML_FIELDS = new Set(['POST /api/backoffice/news content', 'POST /api/backoffice/irmainfo content']);
const ALLOWED_TAGS = new Set(
  'p br hr h1 h2 h3 h4 h5 h6 blockquote pre code strong b em i u s strike del ins mark sub sup small span div ul ol li a img figure figcaption table thead tbody tfoot tr th td caption'.split(
    ' ',
  ),
);
const ALLOWED_ATTRS = new Set([
  'href',
  'title',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'start',
  'colspan',
  'rowspan',
  'scope',
  'style',
]);
const LINKISH = /url|image|logo|icon|link|href|src/i;

const decode = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);?/gi, (_, h) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&(tab|newline);/gi, '')
    .replace(/&amp;/g, '&');
/** A URL value that would run script when followed or loaded. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop control characters in URLs, so does the check
const scriptUrl = (v: string) => /^(javascript|vbscript|livescript|data):/i.test(decode(v).replace(/[\u0000-\u0020\u007f-\u009f]/g, ''));

/** Problems of sanitised HTML: unknown tags, event handlers or other attributes, script URLs, unparsed markup. */
export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const tagRe = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*(\/?)>/g;
  let tags = 0;
  for (const m of html.matchAll(tagRe)) {
    tags++;
    const name = (m[2] as string).toLowerCase();
    if (!ALLOWED_TAGS.has(name)) problems.push(`tag <${name}>`);
    for (const a of (m[3] ?? '').matchAll(/\s+([^\s"'>/=]+)(?:="([^"]*)")?/g)) {
      const attr = (a[1] as string).toLowerCase();
      const value = a[2] ?? '';
      if (!ALLOWED_ATTRS.has(attr)) problems.push(`attribute ${attr} on <${name}>`);
      if ((attr === 'href' || attr === 'src') && (scriptUrl(value) || value.trim().startsWith('//'))) problems.push(`${attr}="${value}"`);
      if (attr === 'style' && /url\s*\(|expression|behavior|@import/i.test(decode(value))) problems.push(`style="${value}"`);
    }
  }
  if ((html.match(/</g) ?? []).length !== tags) problems.push('unparsed markup (a raw "<" outside a tag)');
  return problems;
}

describe('stored XSS payloads over every content and platform write route', () => {
  let w: World;
  let ops: Op[];
  let tried = 0;
  const perRoute = process.env.KONSOL_XSS_PER_ROUTE === 'all' ? PAYLOADS.length : Number(process.env.KONSOL_XSS_PER_ROUTE ?? 25);

  beforeAll(async () => {
    w = await buildWorld();
    ops = await loadOps(w.app);
  }, 120_000);
  afterAll(async () => {
    console.info(`[xss ${testDialect}] requests: ${tried} (${PAYLOADS.length} payloads)`);
    await w.app.close();
  });

  it('has 200+ payloads of every kind', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(200);
    for (const kind of [/<script/i, /onerror=/i, /javascript:/i, /<svg/i, /<math/i, /&#x?\d/i, /\\u00|%3C/i, /"><|'></]) {
      expect(PAYLOADS.some((p) => kind.test(p))).toBe(true);
    }
  });

  it('sanitises news and info bodies, keeps other text as data, answers JSON, stores no script URL', async () => {
    const targets = ops.filter(
      (o) =>
        o.method !== 'GET' &&
        o.security.includes('bearerAuth') &&
        o.body?.contentTypes.includes('application/json') &&
        !/^(Auth|Wallet|Payments)$/.test(o.tags[0] ?? '') &&
        textFields(o.body.schema).filter((f) => !/password/.test(f)).length > 0,
    );
    expect(targets.length).toBeGreaterThan(20);
    const bad: string[][] = [];
    const accepted = new Map<string, number>();
    for (const op of targets) {
      const fields = textFields(op.body?.schema).filter((f) => !/password/.test(f));
      const rich = fields.some((f) => HTML_FIELDS.has(`${opName(op)} ${f}`));
      const n = rich ? PAYLOADS.length : Math.min(perRoute, PAYLOADS.length);
      const headers = op.admin ? w.admin.headers : w.attacker.headers;
      const source = ID_SOURCES.find(([re]) => re.test(op.path));
      const ownIds = source ? await idsOf(w.app, source[1], w.attacker.serverPk, source[2]) : [];
      const params = {
        id: op.path.startsWith('/api/admin/mitra') ? w.attacker.serverPk : (ownIds[0] ?? 1),
        appcode: w.attacker.serverCode,
        app_code: w.attacker.serverCode,
      };
      if (pathParamNames(op.path).includes('id') && !ownIds.length && !op.path.startsWith('/api/admin/mitra')) continue;
      const menus = await idsOf(w.app, 'menus', w.attacker.serverPk);
      for (let i = 0; i < n; i++) {
        // Each request puts a payload in every text field it fits (link fields only every 4th request, where the
        // write is then expected to be refused); the rich body gets every payload in turn.
        const sent: Record<string, string> = {};
        fields.forEach((f, j) => {
          const isRich = HTML_FIELDS.has(`${opName(op)} ${f}`);
          const payload = PAYLOADS[isRich ? i : (i + j * 37 + tried) % PAYLOADS.length] as string;
          const max = op.body?.schema?.properties?.[f]?.maxLength ?? 10_000;
          if (payload.length > max) return;
          if (LINKISH.test(f) && !isRich && (rich || i % 4 !== 3)) return;
          sent[f] = payload;
        });
        const base = sample(op.body?.schema, {
          email: `xss${tried}@example.com`,
          menus: menus.slice(0, 1),
          ...(ownIds[0] ? { id: ownIds[0] } : {}),
          appcode: w.attacker.serverCode,
          kode: `X${tried}`,
        }) as Record<string, unknown>;
        const res = await w.app.inject({
          method: op.method,
          url: fillPath(op.path, params),
          headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': `xss-${tried}` },
          payload: { ...base, ...sent },
        });
        tried++;
        const type = String(res.headers['content-type'] ?? '');
        if (!type.startsWith('application/json')) bad.push([opName(op), '', String(res.statusCode), `content-type ${type}`]);
        if (res.headers['x-content-type-options'] !== 'nosniff') bad.push([opName(op), '', String(res.statusCode), 'no nosniff']);
        if (res.statusCode >= 500) bad.push([opName(op), '', String(res.statusCode), res.body.slice(0, 60)]);
        if (res.statusCode >= 300) {
          if (rich) bad.push([opName(op), 'content', sent.content?.slice(0, 40) ?? '', `refused: ${res.body.slice(0, 60)}`]);
          continue;
        }
        accepted.set(opName(op), (accepted.get(opName(op)) ?? 0) + 1);
        const data = (res.json().data ?? {}) as Record<string, unknown>;
        for (const f of fields) {
          const back = data[f];
          if (typeof back !== 'string') continue;
          if (HTML_FIELDS.has(`${opName(op)} ${f}`)) {
            for (const p of htmlProblems(back)) bad.push([opName(op), f, sent[f]?.slice(0, 40) ?? '', p]);
          } else if (LINKISH.test(f) && scriptUrl(back)) {
            bad.push([opName(op), f, sent[f]?.slice(0, 40) ?? '', `stored script URL ${back.slice(0, 30)}`]);
          }
        }
      }
    }
    // Whatever reached the database: news/info bodies are clean there too.
    const stored = await sql<{ id: number; content: string }>`select id, content from articles`.execute(w.app.ctx.db);
    for (const row of stored.rows) for (const p of htmlProblems(row.content)) bad.push(['articles', `id ${row.id}`, 'stored', p]);
    expect(bad, `XSS findings:\n${table(bad.slice(0, 80), ['route', 'field', 'payload', 'problem'])}`).toEqual([]);
    console.info(`[xss ${testDialect}] accepted writes per route: ${JSON.stringify(Object.fromEntries(accepted))}`);
    expect(accepted.get('POST /api/backoffice/news')).toBe(PAYLOADS.length);
    expect(accepted.get('POST /api/backoffice/irmainfo')).toBe(PAYLOADS.length);
    expect(accepted.size).toBeGreaterThan(12);
  }, 3_600_000);

  it('answers every read as JSON with nosniff, payloads included', async () => {
    const reads = ops.filter(
      (o) => o.method === 'GET' && o.security.includes('bearerAuth') && !pathParamNames(o.path).some((p) => p === 'id'),
    );
    const bad: string[][] = [];
    for (const op of reads) {
      const res = await w.app.inject({
        method: 'GET',
        url: `${fillPath(op.path, { status: 'PENDING', module: 'digipos' })}?size=-1`,
        headers: op.admin ? w.admin.headers : w.attacker.headers,
      });
      tried++;
      const type = String(res.headers['content-type'] ?? '');
      if (!type.startsWith('application/json') || res.headers['x-content-type-options'] !== 'nosniff') {
        bad.push([opName(op), String(res.statusCode), type]);
      }
    }
    // The white-label app's public configuration (it shows news, popups, banners and running texts).
    const key = await w.app.ctx.db
      .selectFrom('apps')
      .select(['appcode', 'appkey'])
      .where('server_id', '=', w.attacker.serverPk)
      .executeTakeFirstOrThrow();
    const pub = await w.app.inject({ method: 'GET', url: `/api/public/apps/${key.appcode}/config`, headers: { 'x-app-key': key.appkey } });
    tried++;
    expect(pub.headers['content-type']).toMatch(/^application\/json/);
    expect(bad, table(bad, ['route', 'status', 'content-type'])).toEqual([]);
  });

  it('recognises dangerous HTML (the checker itself)', () => {
    expect(htmlProblems('<p>ok <a href="https://x.test" rel="noopener">x</a></p>')).toEqual([]);
    expect(htmlProblems('<img src=x onerror=alert(1)>').length).toBeGreaterThan(0);
    expect(htmlProblems('<a href="java&#x09;script:alert(1)">x</a>').length).toBeGreaterThan(0);
    expect(htmlProblems('<script>alert(1)</script>').length).toBeGreaterThan(0);
    expect(htmlProblems('<svg><a>x</a></svg>').length).toBeGreaterThan(0);
    expect(htmlProblems('&lt;script&gt;')).toEqual([]);
  });
});
