import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built console: hashed assets with a long cache, compressed at build time (`.br` / `.gz` beside each
 * file, see apps/web/vite.config.ts) and sent as such to a browser that accepts them, and index.html for every
 * other path so the router of the SPA takes over. The client credential the console sends on registration, activation and reset
 * is handed over in a meta tag (no inline script).
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { webDist: string; clientCredential: string }) => {
  const indexFile = path.join(opts.webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist: opts.webDist }, 'web app not built: only the API is served');
    return;
  }
  const meta = `<meta name="konsol-client" content="${Buffer.from(opts.clientCredential).toString('base64')}">`;
  const index = readFileSync(indexFile, 'utf8').replace('</head>', `  ${meta}\n  </head>`);

  await app.register(fastifyStatic, {
    root: opts.webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // send's own Cache-Control (max-age=0) would overwrite the one set here.
    cacheControl: false,
    setHeaders(res, file) {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.get('/', (_req, reply) => reply.type('text/html').header('cache-control', 'no-cache').send(index));
  app.decorate('spaIndex', index);
});

declare module 'fastify' {
  interface FastifyInstance {
    spaIndex?: string;
  }
}
