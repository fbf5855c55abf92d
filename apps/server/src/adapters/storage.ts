import { mkdirSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomToken } from '../lib/crypto.js';

/** Public URL path under which stored files are served. */
export const UPLOADS_PREFIX = '/uploads/';

/**
 * Where uploaded files live. `put` stores bytes under a key (`banner/ab12….png`) and answers the public URL path
 * (`/uploads/<key>`). The local-disk implementation is the default; an S3-compatible one can replace it.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  remove(key: string): Promise<void>;
}

export interface LocalStorage extends Storage {
  /** The directory the server serves at /uploads. */
  readonly dir: string;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.(png|jpg|webp)$/;

/** Keys are lower-case path segments with one image extension: nothing can climb out of the directory. */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.length > 200) throw new Error(`invalid storage key: ${key}`);
}

/** Files on local disk under `dir` (DATA_DIR/uploads), written atomically (temp file, then rename). */
export function localDiskStorage(dir: string): LocalStorage {
  const root = path.resolve(dir);
  mkdirSync(root, { recursive: true });
  return {
    dir: root,
    async put(key, body) {
      assertKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomToken(6)}.tmp`;
      await writeFile(tmp, body, { mode: 0o644 });
      await rename(tmp, file);
      return `${UPLOADS_PREFIX}${key}`;
    },
    async remove(key) {
      assertKey(key);
      await rm(path.join(root, key), { force: true });
    },
  };
}
