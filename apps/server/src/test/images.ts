import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** Images and impostors for upload tests and demo data. */

export const png = (width = 64, height = 48, background = '#3F51B5') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

export const webp = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#43A047' } })
    .webp()
    .toBuffer();

export const gif = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#E53935' } })
    .gif()
    .toBuffer();

/** A JPEG carrying EXIF (author, copyright) and a rotated orientation. */
export const jpegWithExif = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#FB8C00' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Budi Santoso' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A valid JPEG whose comment segment holds an HTML page with a script (an HTML/JPEG polyglot). */
export async function jpegHtmlPolyglot(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } })
    .jpeg()
    .toBuffer();
  const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(html.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, html, jpeg.subarray(2)]);
}

/** JPEG magic bytes followed by a web page. */
export const jpegMagicThenHtml = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<!DOCTYPE html><html><body onload="alert(1)">hi</body></html>')]);

export const svg = () =>
  Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

/** A tiny PNG whose header claims 20000 × 20000 pixels (a pixel bomb). */
export async function pixelBomb(): Promise<Buffer> {
  const buf = Buffer.from(await png(1, 1));
  buf.writeUInt32BE(20000, 16);
  buf.writeUInt32BE(20000, 20);
  buf.writeUInt32BE(crc32(buf.subarray(12, 29)), 29);
  return buf;
}

/** `size` bytes that start like a PNG. */
export const oversize = (size: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size)]);

/** A multipart/form-data body for `inject`. */
export function multipartBody(parts: { name: string; filename?: string; contentType?: string; data: Buffer | string }[]) {
  const boundary = `----konsol${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const type = p.contentType ? `Content-Type: ${p.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An image (a 40×30 PNG unless given) uploaded through `POST /api/media/upload` by the holder of `headers`. */
export async function uploadImage(app: FastifyInstance, headers: Record<string, string>, purpose = 'general', data?: Buffer) {
  const body = multipartBody([{ name: 'file', filename: 'image.png', contentType: 'image/png', data: data ?? (await png(40, 30)) }]);
  return app.inject({
    method: 'POST',
    url: `/api/media/upload?purpose=${purpose}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
