import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type UploadFolder = 'pets' | 'profiles';

/**
 * Stores uploaded files. The embedded default keeps them under DATA_DIR/uploads and the API
 * serves them at /uploads/...; an S3-compatible store implements the same interface.
 */
export interface UploadStore {
  /** Saves bytes under {folder}/{userId}_{timestamp}_{random}.{ext}; returns the public URL. */
  put(folder: UploadFolder, userId: string, ext: string, bytes: Buffer): Promise<string>;
  /** Removes a file previously returned by put (ignores URLs it does not own). */
  remove(url: string): Promise<void>;
  /** Local root for static serving, when files live on this machine. */
  localRoot?: string;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

export function createLocalUploads(root: string): UploadStore {
  mkdirSync(root, { recursive: true });
  return {
    localRoot: root,
    async put(folder, userId, ext, bytes) {
      const name = `${userId}_${Date.now()}_${randomBytes(6).toString('hex')}.${ext}`;
      const dir = path.join(root, folder);
      await mkdir(dir, { recursive: true });
      // 'wx' refuses to overwrite, as the spec's storage call does.
      await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      return `${UPLOADS_URL_PREFIX}${folder}/${name}`;
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
      const relative = url.slice(UPLOADS_URL_PREFIX.length);
      if (relative.includes('..')) return;
      await rm(path.join(root, relative), { force: true });
    },
  };
}
