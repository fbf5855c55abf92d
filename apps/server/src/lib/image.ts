import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { BadRequest } from './errors.js';

/** Largest decoded image accepted (6000 × 6000): a small file that decodes to gigabytes (a pixel bomb) is refused. */
export const MAX_INPUT_PIXELS = 36_000_000;

const ALLOWED = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;
type AllowedMime = keyof typeof ALLOWED;
const EXT = { png: 'png', jpeg: 'jpg', webp: 'webp' } as const;

export interface ProcessedImage {
  buffer: Buffer;
  contentType: AllowedMime;
  ext: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
}

/** An SVG (or any XML document): text, not an image format we accept, and able to carry script. */
function looksLikeSvg(buf: Buffer): boolean {
  const head = buf
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || head.startsWith('<!doctype svg');
}

/**
 * Markup hidden in image bytes (an HTML/JPEG polyglot, a script in a comment segment or after the end marker).
 * The patterns are long enough that compressed image data matches them by chance far less than once in a
 * hundred thousand uploads.
 */
const MARKUP = /<(?:script|iframe|html|body|svg|object|embed)[\s>/]|<!doctype\s+html|<\?php|javascript:/i;

/**
 * Checks an uploaded file by its bytes and re-encodes it: PNG, JPEG and WebP only (no SVG, no markup inside),
 * auto-rotated, bounded to `maxSide` pixels on its longest side, every metadata segment (EXIF, GPS, comments,
 * ICC) dropped. Throws a BadRequest with the reason.
 */
export async function processImage(input: Buffer, maxSide: number): Promise<ProcessedImage> {
  if (input.length === 0) throw new BadRequest('mediaFileRequired', { file: 'mediaFileRequired' });
  if (looksLikeSvg(input)) throw new BadRequest('mediaSvgRefused', { file: 'mediaSvgRefused' });
  const detected = await fileTypeFromBuffer(input);
  if (!detected) throw new BadRequest('mediaNotImage', { file: 'mediaNotImage' });
  if (!(detected.mime in ALLOWED)) {
    if (detected.mime.startsWith('image/')) {
      throw new BadRequest('mediaTypeNotAllowed', { file: 'mediaTypeNotAllowed' }, { type: detected.ext.toUpperCase() });
    }
    throw new BadRequest('mediaNotImage', { file: 'mediaNotImage' });
  }
  if (MARKUP.test(input.toString('latin1'))) throw new BadRequest('mediaPolyglot', { file: 'mediaPolyglot' });

  const mime = detected.mime as AllowedMime;
  const format = ALLOWED[mime];
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  try {
    const meta = await sharp(input, options).metadata();
    if (meta.format !== format || !meta.width || !meta.height) throw new Error('format mismatch');
    let img = sharp(input, options).rotate().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    img =
      format === 'png'
        ? img.png({ compressionLevel: 9 })
        : format === 'jpeg'
          ? img.jpeg({ quality: 85, mozjpeg: true })
          : img.webp({ quality: 85 });
    const { data, info } = await img.toBuffer({ resolveWithObject: true });
    return { buffer: data, contentType: mime, ext: EXT[format], width: info.width, height: info.height };
  } catch (err) {
    if (/pixel limit/i.test(String((err as Error).message))) {
      throw new BadRequest('mediaTooManyPixels', { file: 'mediaTooManyPixels' }, { max: MAX_INPUT_PIXELS / 1_000_000 });
    }
    throw new BadRequest('mediaInvalidImage', { file: 'mediaInvalidImage' });
  }
}
