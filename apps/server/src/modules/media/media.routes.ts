import { errorEnvelope, UPLOAD_PURPOSES, uploadAnswer, uploadBody, uploadQuery } from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { BadRequest } from '../../lib/errors.js';
import { acceptMultipart, readMultipart } from '../../lib/multipart.js';
import { caller } from '../../plugins/auth.js';
import { say } from '../../plugins/errors.js';
import { mediaService, tooLarge } from './media.service.js';

const limits = Object.entries(UPLOAD_PURPOSES)
  .map(([name, p]) => `\`${name}\` ${p.maxBytes / (1024 * 1024)} MB, ${p.maxSide} px`)
  .join('; ');

export const mediaRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await acceptMultipart(app);
  const media = mediaService(ctx);

  app.post('/media/upload', {
    schema: {
      tags: ['Media'],
      summary: 'Upload an image (multipart field `file`)',
      description:
        'PNG, JPEG or WebP only, recognised by their bytes (SVG, other types and files hiding HTML or script are refused). ' +
        'The image is re-encoded in its own format with every metadata segment dropped and its longest side bounded. ' +
        `Limits per purpose (file size, longest side): ${limits}. Answers the public address in \`imageurl\`.`,
      security: [{ bearerAuth: [] }],
      consumes: ['multipart/form-data'],
      querystring: uploadQuery,
      body: uploadBody,
      response: { 200: uploadAnswer, 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 413: errorEnvelope, 429: errorEnvelope },
    },
    onRequest: app.can('content.write'),
    handler: async (req) => {
      const { purpose } = req.query;
      const who = caller(req);
      const upload = await readMultipart(req, UPLOAD_PURPOSES[purpose].maxBytes, () => tooLarge(purpose));
      if (!upload.file) throw new BadRequest('mediaFileRequired', { file: 'mediaFileRequired' });
      const saved = await media.store({ serverId: who.serverId, userId: who.userId }, purpose, upload.file.buffer, upload.file.filename);
      return { success: true, msg: say(req, 'mediaUploaded'), imageurl: saved.imageurl, data: saved };
    },
  });
};
