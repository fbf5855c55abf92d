import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Every content endpoint is documented with its request and response schemas. */
describe('OpenAPI of the app content endpoints', () => {
  let app: TestApp;
  let doc: { paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown; parameters?: unknown[] }>> };

  beforeAll(async () => {
    app = await createTestApp();
    doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => app.close());

  const endpoints: Array<[string, string]> = [
    ['post', '/api/media/upload'],
    ['get', '/api/backoffice/apps'],
    ['post', '/api/backoffice/apps'],
    ['patch', '/api/backoffice/apps'],
    ['patch', '/api/backoffice/apps/maintenance/{value}'],
    ['patch', '/api/backoffice/apps/maxotp/{value}'],
    ['post', '/api/backoffice/apps/push'],
    ['get', '/api/backoffice/apps/push'],
    ['get', '/api/public/apps/{appcode}/config'],
    ...['menu', 'categories', 'news', 'irmainfo', 'popup', 'banner', 'runningtext'].flatMap(
      (r): Array<[string, string]> => [
        ['get', `/api/backoffice/${r}`],
        ['post', `/api/backoffice/${r}`],
        ['patch', `/api/backoffice/${r}`],
        ['get', `/api/backoffice/${r}/{id}`],
        ['patch', `/api/backoffice/${r}/{id}`],
        ['delete', `/api/backoffice/${r}/{id}`],
      ],
    ),
  ];

  it.each(endpoints)('%s %s', (method, path) => {
    const op = doc.paths[path]?.[method];
    expect(op, `${method} ${path}`).toBeDefined();
    expect(Object.keys(op!.responses)).toContain('200');
    if (method === 'post' || method === 'patch') {
      if (!path.includes('{value}')) expect(op!.requestBody, `${method} ${path} body`).toBeDefined();
    }
  });

  it('documents the upload as multipart and the list queries with their aliases', () => {
    const upload = doc.paths['/api/media/upload']!.post!.requestBody as { content: Record<string, unknown> };
    expect(Object.keys(upload.content)).toContain('multipart/form-data');
    const names = (doc.paths['/api/backoffice/menu']!.get!.parameters as Array<{ name: string }>).map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['cari', 'search', 'filtertype', 'filterstatus', 'page', 'size', 'itemsPerPage', 'sort', 'sortBy']),
    );
  });
});
