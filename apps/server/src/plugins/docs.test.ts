import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { OPERATION_IDS, operationIdOf } from './docs.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

type Operation = { operationId?: string; security?: Record<string, string[]>[] };
type Document = { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };

/** The document partners are given (/api/docs/json), as they would lint it and generate their client from it. */
describe('OpenAPI document for partners', () => {
  let app: TestApp;
  let source: string;
  let doc: Document;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.entries(methods)
        .filter(([m]) => METHODS.includes(m))
        .map(([m, op]) => ({ name: `${m.toUpperCase()} ${p}`, op })),
    );

  beforeAll(async () => {
    app = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    source = res.body;
    doc = res.json();
  });
  afterAll(() => app.close());

  it("passes Redocly's recommended lint, with only the exceptions written in redocly.yaml", async () => {
    const config = await loadConfig({ configPath: path.join(root, 'redocly.yaml') });
    // Linted under the name .redocly.lint-ignore.yaml lists its exceptions for.
    const problems = await lintFromString({ source, absoluteRef: path.join(root, 'openapi.json'), config });
    const open = problems.filter((p) => !p.ignored).map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(open).toEqual([]);
    // The exceptions still name something: one that no longer matches is stale and goes.
    expect(problems.filter((p) => p.ignored).map((p) => p.location[0]?.pointer)).toHaveLength(5);
  });

  it('names every operation once, readably', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(150);
    const ids = ops.map(({ op }) => op.operationId);
    expect(ops.filter(({ op }) => !op.operationId).map(({ name }) => name)).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const named = new Map(ops.map(({ name, op }) => [name, op.operationId]));
    // Every hand-given name still names a route (a renamed path would otherwise silently fall back to derivation).
    for (const [name, id] of Object.entries(OPERATION_IDS)) expect(named.get(name), name).toBe(id);
    expect(named.get('POST /api/wallet/cashout')).toBe('createWalletCashout');
    expect(named.get('GET /api/backoffice/menu')).toBe('listBackofficeMenu');
    expect(named.get('GET /api/backoffice/menu/{id}')).toBe('getBackofficeMenuById');
    expect(named.get('POST /api/admin/wallet/cashout/{id}/complete')).toBe('completeAdminWalletCashout');
    expect(named.get('PUT /api/engine/balance')).toBe('updateEngineBalance');
    expect(named.get('GET /api/reseller/')).toBe('listReseller');
  });

  it('derives the name from the method and path alone', () => {
    expect(operationIdOf('GET', '/api/wallet', false)).toBe('getWallet');
    expect(operationIdOf('GET', '/api/wallet/history', true)).toBe('listWalletHistory');
    expect(operationIdOf('DELETE', '/api/account/sessions/{id}', false)).toBe('deleteAccountSessionsById');
    expect(operationIdOf('POST', '/api/admin/mitra/{id}/rotate-key', false)).toBe('rotateAdminMitraKey');
    expect(operationIdOf('POST', '/api/public/apps/{appcode}/otp', false)).toBe('createPublicAppsOtp');
    expect(operationIdOf('POST', '/api/auth/authenticate', false)).toBe('authenticate');
  });

  it("declares every operation's security as its guard lets callers in", () => {
    const expected: Record<string, string[][]> = { public: [[], ['appKey']], client: [['clientBasic']], engine: [['serverKey']] };
    const wrong: string[] = [];
    for (const { method, url, access } of app.routeAccess) {
      const op = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      if (!op) continue; // not in the document (its own static files)
      const schemes = (op.security ?? [{ undeclared: [] }]).flatMap((s) => Object.keys(s));
      const allowed = expected[access] ?? [['bearerAuth']];
      if (!allowed.some((a) => a.join() === schemes.join())) wrong.push(`${method} ${url} (${access}): ${schemes.join() || '[]'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('says where the API is', () => {
    expect(doc.servers).toEqual([{ url: 'https://konsol.test' }]);
  });

  it("generates a typed client that partners' code type-checks against", async () => {
    const types = astToString(await openapiTS(source));
    // Named operations, not names made of paths.
    expect(types).toMatch(/^\s+createWalletCashout: \{$/m);
    expect(types).toContain('post: operations["createWalletCashout"];');

    const dir = mkdtempSync(path.join(tmpdir(), 'konsol-openapi-'));
    try {
      writeFileSync(path.join(dir, 'konsol-api.ts'), types);
      writeFileSync(
        path.join(dir, 'partner.ts'),
        `import type { operations, paths } from './konsol-api';
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Body<Op> = Op extends { requestBody?: infer R } ? Json<NonNullable<R>> : never;
type Answer<Op> = Op extends { responses: { 200: infer R } } ? Json<R> : never;
type Query<Op> = Op extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
declare function send(method: string, url: string, init: { headers: Record<string, string>; body?: unknown }): Promise<unknown>;

type Cashout = operations['createWalletCashout'];
export async function createWalletCashout(token: string, key: string, body: Body<Cashout>): Promise<number | undefined> {
  const headers = { authorization: \`Bearer \${token}\`, 'idempotency-key': key };
  const answer = (await send('POST', '/api/wallet/cashout', { headers, body })) as Answer<Cashout>;
  return answer.data?.amount;
}
export const samePath: Cashout = {} as paths['/api/wallet/cashout']['post'];
export const menuPage: Query<operations['listBackofficeMenu']> = { page: 0, size: 10 };

createWalletCashout('token', 'key-1', { amount: 50_000, otp: '123456' });
// @ts-expect-error money is whole rupiah, a number
createWalletCashout('token', 'key-2', { amount: '50000', otp: '123456' });
// @ts-expect-error the OTP is required
createWalletCashout('token', 'key-3', { amount: 50_000 });
`,
      );
      const program = ts.createProgram([path.join(dir, 'partner.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts'],
        types: [],
      });
      const errors = ts
        .getPreEmitDiagnostics(program)
        .map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
