import { exportQuery } from '@konsol/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { EXPORT_BATCH, exportBatch, exportFile, type ListExport } from '../lib/export.js';
import type { SeekFrom } from '../lib/paging.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The list's file (DESIGN §11): with `format=csv|xlsx` the route answers every matching row as one. */
    export?: ListExport;
  }
  interface FastifyInstance {
    /** Every list's file as its route declares it, by the route's URL (`/api/backoffice/menu`, `:id` as it is). */
    listExports: ReadonlyMap<string, ListExport>;
  }
}

/** The rows of a list answer: the envelope's `data.content`. */
function contentOf(answer: unknown): object[] {
  const data = (answer as { data?: { content?: unknown } } | undefined)?.data;
  if (!Array.isArray(data?.content)) throw new Error('an exported list must answer { data: { content: [] } }');
  return data.content as object[];
}

/**
 * Every route with `config.export` also answers its list as a file: its query takes `format` and `delimiter`, and
 * its own handler (same guard, same filters, same tenant) is called once per batch of rows, each read after the
 * previous batch's last row (lib/paging.ts `readAfter`), until the list ends. Nothing else about the route changes.
 */
export const exportsPlugin = fp(async (app: FastifyInstance) => {
  const declared = new Map<string, ListExport>();
  app.decorate('listExports', declared);
  app.addHook('onRoute', (route) => {
    const spec = route.config?.export;
    if (!spec) return;
    declared.set(route.url, spec);
    const query = route.schema?.querystring;
    if (!(query instanceof z.ZodType)) throw new Error(`${route.url}: an exported list needs a zod query`);
    // A query with its own transform cannot be extended; both parse the same query string then.
    const withExport = query instanceof z.ZodObject ? query.extend(exportQuery.shape) : z.intersection(query, exportQuery);
    route.schema = { ...route.schema, querystring: withExport };
    const handler = route.handler as (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    route.handler = async function (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      const { format, delimiter, ...rest } = req.query as z.infer<typeof exportQuery> & Record<string, unknown>;
      req.query = rest;
      if (!format) return handler.call(this, req, reply);
      const batch = (from: SeekFrom | undefined) => {
        req.query = { ...rest, page: 0, size: EXPORT_BATCH };
        return exportBatch(from, () => handler.call(this, req, reply));
      };
      // The first batch before the headers: a refusal or a bad filter is still an ordinary error answer.
      const first = await batch(undefined);
      async function* batches() {
        for (let b = first; ; ) {
          // The next batch is read while this one is written: the database works while the file is made.
          const next = b.next ? batch(b.next) : undefined;
          // Awaited below; a failure before then must not count as unhandled (it ends the file there).
          next?.catch(() => {});
          const rows = contentOf(b.answer);
          yield rows;
          if (!next) return;
          // Written by now, and this batch's own: emptied, or the pipeline's finished promises could keep the rows
          // until a full collection (bench: half the PostgreSQL exports then took 4.5 s instead of 3.2).
          rows.length = 0;
          b = await next;
        }
      }
      // Headers and coded cells in the caller's language, as the console that asked shows them.
      const file = exportFile(spec, format, delimiter ?? 'comma', req.lang, batches());
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    } as RouteHandlerMethod;
  });
});
