import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Shortest IMAGE_SIGNING_SECRET accepted: a guessable secret would make every signature forgeable. */
export const MIN_SECRET_LENGTH = 32;
export const SECRET_FILE_NAME = 'image-signing.key';

/**
 * The secret that signs upload URLs: IMAGE_SIGNING_SECRET when set, otherwise one generated on the
 * first start and kept in `$DATA_DIR/image-signing.key` (owner-only), so URLs survive restarts.
 */
export async function loadSigningSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured !== undefined) {
    if (configured.length < MIN_SECRET_LENGTH)
      throw new Error(`IMAGE_SIGNING_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return configured;
  }
  const path = join(dataDir, SECRET_FILE_NAME);
  await mkdir(dirname(path), { recursive: true });
  const fresh = randomBytes(32).toString('hex');
  // Written whole under a private name, then linked into place: link() fails when the file exists,
  // so of two processes starting together one wins and the other reads a complete secret.
  const temp = `${path}.${randomBytes(8).toString('hex')}.tmp`;
  await writeFile(temp, fresh, { flag: 'wx', mode: 0o600 });
  try {
    await link(temp, path);
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temp, { force: true });
  }
  const stored = (await readFile(path, 'utf8')).trim();
  if (stored.length < MIN_SECRET_LENGTH) throw new Error(`${path} holds no usable image signing secret`);
  return stored;
}
