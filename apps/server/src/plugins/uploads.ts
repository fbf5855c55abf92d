import type { FastifyInstance } from 'fastify';
import { isStorageKey, type Storage, UPLOADS_PREFIX } from '../adapters/storage.js';

/**
 * Public images at `/uploads/<key>`, read through the storage, so every instance answers every address whether the
 * files are on its disk or in the bucket. Never sniffed as anything else, immutable (keys are random, a new image
 * gets a new key), loadable by the apps from another origin.
 */
export async function uploadsPlugin(app: FastifyInstance, opts: { storage: Storage }) {
  app.get(`${UPLOADS_PREFIX}*`, { schema: { hide: true } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const file = isStorageKey(key) ? await opts.storage.get(key) : null;
    if (!file) return reply.callNotFound();
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply
      .headers({
        'content-type': file.contentType,
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
        'cross-origin-resource-policy': 'cross-origin',
        'content-security-policy': "default-src 'none'; sandbox",
      })
      .send(file.body);
  });
}
