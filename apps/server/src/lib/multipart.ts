import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@konsol/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, BadRequest } from './errors.js';

/** Lets a route scope take multipart bodies; only the routes that take a file pay for the plugin's hooks. */
export async function acceptMultipart(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 64 * 1024 } });
}

export interface MultipartUpload {
  fields: Record<string, string>;
  file?: { fieldname: string; filename: string; buffer: Buffer };
}

/**
 * Reads a multipart request: its text fields and its one file (buffered, at most `maxBytes`). A larger file
 * stops with `tooLarge()`; a request that is not multipart, or a second file, is a 400.
 */
export async function readMultipart(req: FastifyRequest, maxBytes: number, tooLarge: () => AppError): Promise<MultipartUpload> {
  if (!req.isMultipart()) throw new BadRequest('mediaFileRequired', { file: 'mediaFileRequired' });
  const out: MultipartUpload = { fields: {} };
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (out.file) throw new BadRequest('badRequest');
        out.file = { fieldname: part.fieldname, filename: part.filename ?? '', buffer };
      } else if (typeof part.value === 'string') {
        out.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new BadRequest('badRequest');
    throw err;
  }
  return out;
}
