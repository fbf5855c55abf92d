import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The encoding to answer in from an `Accept-Encoding` header: brotli, else gzip, else none. Quality values are
 * honoured (`br;q=0` refuses brotli) and `*` stands for any encoding not named.
 */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  for (const encoding of ['br', 'gzip'] as const) {
    if ((q.get(encoding) ?? q.get('*') ?? 0) > 0) return encoding;
  }
  return undefined;
}

/**
 * Compresses JSON and text answers of 1 KiB or more for a client that accepts it (brotli at a fast quality, or
 * gzip): the app's public config with its menus, list pages, the console page. Files are not touched here (the
 * web app's are compressed at build time, uploaded images are compressed already). The API's credentials travel
 * in a header, never in a cookie, so a page of another site cannot make a browser send authenticated requests
 * whose compressed size would leak a secret (BREACH).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.hasHeader('content-encoding') || req.method === 'HEAD') return done(null, payload);
    const type = String(reply.getHeader('content-type') ?? '');
    if (!/^(application\/(json|problem\+json)|text\/(html|plain|css))\b/.test(type)) return done(null, payload);
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESS_MIN_BYTES) return done(null, payload);
    const vary = reply.getHeader('vary');
    if (
      !String(vary ?? '')
        .toLowerCase()
        .includes('accept-encoding')
    ) {
      reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    }
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const compressed = (err: Error | null, out: Buffer) => {
      if (err) return done(err);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      done(null, out);
    };
    if (encoding === 'br') {
      brotliCompress(payload, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: size } }, compressed);
    } else {
      gzip(payload, { level: 6 }, compressed);
    }
  });
});
