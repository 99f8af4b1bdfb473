import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where media bytes live. Keys are content-hashed file names ('3f9a...c1.webp'), so an object never
 * changes once written. The disk store is the default; an S3-compatible store implements the same
 * calls (put = PutObject, get = GetObject, delete = DeleteObject, url = the CDN address).
 */
export interface MediaStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes of a key, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** The public address of a key. */
  url(key: string): string;
  /** Every stored object with its last change (the start-up sweep of unused objects); optional. */
  list?(): AsyncIterable<{ key: string; modified: Date }>;
}

/** Only the names this server writes: no path separators, no dot files. */
export const isMediaKey = (key: string) => /^[a-f0-9]{16,64}(-[a-z0-9]+)?\.(jpg|png|webp)$/.test(key);

export const MEDIA_URL_PREFIX = '/media/';

export function createDiskStorage(dir: string): MediaStorage {
  const pathOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
    // A folder per two first characters keeps each folder small.
    return join(dir, key.slice(0, 2), key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
      // Objects are shared by hash and served as immutable: a crash mid-write must never leave a
      // short file under the final name, so the bytes are written aside and renamed into place.
      const partial = `${path}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `${MEDIA_URL_PREFIX}${key}`,
    async *list() {
      const folders = await readdir(dir).catch(() => [] as string[]);
      for (const folder of folders)
        for (const key of await readdir(join(dir, folder)).catch(() => [] as string[]))
          if (isMediaKey(key)) yield { key, modified: (await stat(pathOf(key))).mtime };
    },
  };
}
