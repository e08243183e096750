import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { contentTypeOfKind, invalidKey, parseImageKey } from './imageKeys.js';

/** Where image files live: a folder on disk or an S3-compatible bucket, behind one interface. */
export interface ImageStorage {
  readonly kind: 'local' | 's3';
  /** Stores the file at `path` (a staged upload) under `key`, replacing what was there. */
  putFile(key: string, path: string, bytes: number): Promise<void>;
  put(key: string, body: Buffer): Promise<void>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; nothing stored is not an error. */
  delete(key: string): Promise<void>;
}

/** Checks a key before any backend sees it (the same refusal for every backend). */
export function checkedKey(key: string): { key: string; contentType: 'image/jpeg' | 'image/png' } {
  const parsed = parseImageKey(key);
  if (!parsed) throw invalidKey();
  return { key, contentType: contentTypeOfKind(parsed.kind) };
}

/**
 * Files under one folder (default `$DATA_DIR/images`). Every path is built from a checked key, then
 * resolved and required to stay inside the folder; writes go to a temporary name and are renamed,
 * so a reader never sees half a file.
 */
export class LocalImageStorage implements ImageStorage {
  readonly kind = 'local';
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of a key; throws for a key that is not valid or would leave the folder. */
  pathOf(key: string): string {
    checkedKey(key);
    const path = resolve(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) throw invalidKey();
    return path;
  }

  async putFile(key: string, source: string): Promise<void> {
    await this.replace(key, (temp) => copyFile(source, temp));
  }

  async put(key: string, body: Buffer): Promise<void> {
    await this.replace(key, (temp) => writeFile(temp, body));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private async replace(key: string, write: (temp: string) => Promise<void>): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${randomUUID()}.part`;
    try {
      await write(temp);
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }
}
