import { mkdirSync } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.js';
import { randomToken } from '../lib/crypto.js';

/** Public URL path under which the public files are served. */
export const UPLOADS_PREFIX = '/uploads/';

export interface StoredFile {
  body: Readable;
  contentType: string;
  /** Bytes, when the store says (S3 always does). */
  size?: number;
}

/**
 * Where files live: bytes under a key (`banner/ab12….png`). Every file goes through this interface, on local disk
 * or in an S3-compatible bucket, so instances that share the bucket see the same files.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
}

/** Public images (served at /uploads) and private files (loan photos), kept apart so no public path reaches the latter. */
export interface Storages {
  uploads: Storage;
  private: Storage;
  /** Fails with the reason when the bucket cannot be used, so a start stops there instead of at the first upload. */
  check(): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.(png|jpg|webp)$/;
const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/** Keys are lower-case path segments with one image extension: nothing can climb out of the directory. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key) && key.length <= 200;
}

export function assertKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
}

/** The key's type, from its extension: only the three image types are ever stored. */
function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).slice(1) as keyof typeof CONTENT_TYPES];
}

/** The public URL path of a public file. */
export const publicUrl = (key: string) => `${UPLOADS_PREFIX}${key}`;

/** Both namespaces: in the bucket of STORAGE_URL (under `uploads/` and `private/`), else under DATA_DIR. */
export function openStorage(config: Config): Storages {
  if (!config.STORAGE_URL) {
    return {
      uploads: localDiskStorage(path.join(config.DATA_DIR, 'uploads')),
      private: localDiskStorage(path.join(config.DATA_DIR, 'private')),
      check: async () => {},
    };
  }
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    // The SDK's default checksums (CRC32 headers and trailers) are refused by several S3-compatible services.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A storage that stops answering fails the request instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const bucket = config.STORAGE_URL.slice('s3://'.length);
  return {
    uploads: s3Storage(client, bucket, 'uploads/'),
    private: s3Storage(client, bucket, 'private/'),
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (err) {
        // a HEAD answer has no body: the name and the status are all S3 says
        const e = err as Error & { $metadata?: { httpStatusCode?: number } };
        const status = e.$metadata?.httpStatusCode ? ` (HTTP ${e.$metadata.httpStatusCode})` : '';
        const where = config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : '';
        const detail = e.message && e.message !== 'UnknownError' ? `: ${e.message}` : '';
        throw new Error(`STORAGE_URL: the bucket "${bucket}"${where} cannot be used: ${e.name}${status}${detail}`);
      }
    },
  };
}

/** Files on local disk under `dir`, written atomically (temp file, then rename). */
export function localDiskStorage(dir: string): Storage {
  const root = path.resolve(dir);
  mkdirSync(root, { recursive: true });
  return {
    async put(key, body) {
      assertKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomToken(6)}.tmp`;
      await writeFile(tmp, body, { mode: 0o644 });
      await rename(tmp, file);
    },
    async get(key) {
      assertKey(key);
      // open first, then stat the handle: a file removed in between cannot turn into a broken stream
      const handle = await open(path.join(root, key)).catch(() => null);
      if (!handle) return null;
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), contentType: contentTypeOf(key), size: info.size };
    },
    async remove(key) {
      assertKey(key);
      await rm(path.join(root, key), { force: true });
    },
  };
}

/** Objects of an S3-compatible bucket under `prefix`. */
export function s3Storage(client: S3Client, bucket: string, prefix: string): Storage {
  return {
    async put(key, body, contentType) {
      assertKey(key);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: prefix + key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + key }));
        return { body: out.Body as Readable, contentType: contentTypeOf(key), size: out.ContentLength };
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    async remove(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: prefix + key }));
    },
  };
}
