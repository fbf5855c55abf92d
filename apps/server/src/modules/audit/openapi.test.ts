import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Every platform endpoint is documented with its security, request and response schemas. */
describe('OpenAPI of the platform endpoints', () => {
  let app: TestApp;
  let doc: {
    paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown; security?: unknown[] }>>;
  };

  beforeAll(async () => {
    app = await createTestApp();
    doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => app.close());

  const bearer = [{ bearerAuth: [] }];
  const endpoints: Array<[string, string, unknown[], boolean]> = [
    ['get', '/api/admin/mitra', bearer, false],
    ['post', '/api/admin/mitra', bearer, true],
    ['patch', '/api/admin/mitra/{id}', bearer, true],
    ['post', '/api/admin/mitra/{id}/rotate-key', bearer, false],
    ['get', '/api/admin/agenkaspro', bearer, false],
    ['post', '/api/admin/agenkaspro/export', bearer, true],
    ['post', '/api/admin/agenkaspro/import', bearer, false],
    ['get', '/api/admin/agenkaspro/applications', bearer, false],
    ['post', '/api/admin/agenkaspro/applications', bearer, true],
    ['get', '/api/reseller/', bearer, false],
    ['post', '/api/reseller/', bearer, true],
    ['delete', '/api/reseller/{id}', bearer, false],
    ['post', '/api/reseller/import', bearer, false],
    ['get', '/api/produk/', bearer, false],
    ['post', '/api/produk/', bearer, true],
    ['delete', '/api/produk/{id}', bearer, false],
    ['put', '/api/engine/resellers', [{ serverKey: [] }], true],
    ['put', '/api/engine/products', [{ serverKey: [] }], true],
    ['put', '/api/engine/balance', [{ serverKey: [] }], true],
    ['post', '/api/engine/topups', [{ serverKey: [] }], true],
    ['get', '/api/apps/account/list-delete', bearer, false],
    ['get', '/api/apps/account/delete-count', bearer, false],
    ['put', '/api/apps/account/delete', bearer, true],
    ['post', '/api/public/apps/{appcode}/account-deletion', [{ appKey: [] }], true],
    ...['digipos', 'isimple', 'sidompul'].flatMap(
      (m): Array<[string, string, unknown[], boolean]> => [
        ['get', `/api/api/v1/${m}`, bearer, false],
        ['put', `/api/api/v1/${m}`, bearer, true],
      ],
    ),
    ['get', '/api/admin/modules/{module}', bearer, false],
    ['post', '/api/admin/modules/{module}/{app_code}/status', bearer, true],
    ['put', '/api/admin/modules/{module}/soon', bearer, true],
    ['get', '/api/admin/audit', bearer, false],
  ];

  it.each(endpoints)('%s %s', (method, path, security, body) => {
    const op = doc.paths[path]?.[method];
    expect(op, `${method} ${path}`).toBeDefined();
    expect(Object.keys(op!.responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
    expect(op!.security).toEqual(security);
    if (body) expect(op!.requestBody, `${method} ${path} body`).toBeDefined();
  });

  it('documents the imports as multipart or text/csv and the export as CSV', () => {
    const paths = doc.paths as unknown as Record<
      string,
      Record<string, { requestBody?: { content: object }; responses: Record<string, { content?: object }> }>
    >;
    for (const p of ['/api/reseller/import', '/api/admin/agenkaspro/import']) {
      expect(Object.keys(paths[p]!.post!.requestBody?.content ?? {})).toEqual(expect.arrayContaining(['multipart/form-data', 'text/csv']));
    }
    expect(Object.keys(paths['/api/admin/agenkaspro/export']!.post!.responses['200']!.content ?? {})).toContain('text/csv');
  });
});
