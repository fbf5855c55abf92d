import { randomBytes } from 'node:crypto';
import { UPLOAD_PURPOSES, type Uploaded, type UploadPurpose } from '@konsol/contract';
import { publicUrl } from '../../adapters/storage.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { processImage } from '../../lib/image.js';
import { mediaRepository } from './media.repository.js';

const UPLOADS_PER_HOUR = 300;

/** 413 with the purpose's limit ("Ukuran foto tidak lebih dari 1 MB!" for photos). */
export function tooLarge(purpose: UploadPurpose): AppError {
  if (purpose === 'photo') return new AppError(413, 'mediaPhotoTooLarge', undefined, { file: 'mediaPhotoTooLarge' });
  const max = `${UPLOAD_PURPOSES[purpose].maxBytes / (1024 * 1024)} MB`;
  return new AppError(413, 'mediaTooLarge', { max }, { file: 'mediaTooLarge' });
}

/** Image uploads: checked, re-encoded, stored, and recorded with their owner and purpose. */
export function mediaService(ctx: AppContext) {
  const repo = mediaRepository(ctx.db);
  return {
    async store(
      owner: { serverId: number; userId: number | null },
      purpose: UploadPurpose,
      input: Buffer,
      originalName = '',
    ): Promise<Uploaded> {
      const spec = UPLOAD_PURPOSES[purpose];
      if (input.length > spec.maxBytes) throw tooLarge(purpose);
      await ctx.limiter.hit([`media:server:${owner.serverId}`], { max: UPLOADS_PER_HOUR, windowSeconds: 3600 });
      const image = await processImage(input, spec.maxSide);
      const key = `${purpose}/${randomBytes(16).toString('hex')}.${image.ext}`;
      const url = publicUrl(key);
      // The row before the file: every stored file has its row, so the purge of unused uploads sees them all
      // (a row whose file failed to store is never referenced, and goes with the purge).
      const id = await repo.insert(owner.serverId, {
        user_id: owner.userId,
        purpose,
        storage_key: key,
        url,
        content_type: image.contentType,
        size_bytes: image.buffer.length,
        width: image.width,
        height: image.height,
        original_name: originalName.slice(0, 200),
      });
      await ctx.storage.uploads.put(key, image.buffer, image.contentType);
      return {
        id,
        imageurl: url,
        purpose,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        size: image.buffer.length,
      };
    },
  };
}
export type MediaService = ReturnType<typeof mediaService>;
