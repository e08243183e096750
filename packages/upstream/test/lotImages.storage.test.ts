import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { imageStorageFor } from '../src/lotImages/mount.js';
import { newImageKey, parseImageKey, thumbnailKeyOf } from '../src/lotImages/imageKeys.js';
import { LocalImageStorage } from '../src/lotImages/imageStorage.js';
import { loadSigningSecret, SECRET_FILE_NAME } from '../src/lotImages/signingSecret.js';
import { checkUpload, signUpload, type UploadGrant } from '../src/lotImages/uploadSigning.js';

/** Keys, local storage and URL signing on their own: the parts the upload route is built from. */
describe('image keys', () => {
  it('builds keys from validated ids only', () => {
    const key = newImageKey('HDEMO4AUCT', 42, 'png');
    expect(parseImageKey(key)).toMatchObject({
      houseRef: 'HDEMO4AUCT',
      catalogId: 42,
      thumbnail: false,
      kind: 'png',
    });
    expect(thumbnailKeyOf(key)).toMatch(/^HDEMO4AUCT\/42\/[0-9a-f-]{36}\.thumb\.jpg$/);
    for (const [house, catalog] of [
      ['../x', 1],
      ['a/b', 1],
      ['', 1],
      ['H', 0],
      ['H', -1],
      ['H', 1.5],
    ] as const)
      expect(() => newImageKey(house, catalog, 'jpg'), `${house} ${catalog}`).toThrow(
        'The image address is not valid.',
      );
  });

  it('reads back only the exact shape it makes', () => {
    const id = '0b7c3e9a-1234-4abc-8def-0123456789ab';
    expect(parseImageKey(`H/1/${id}.jpg`)).not.toBeNull();
    for (const key of [
      `../H/1/${id}.jpg`,
      `H/1/../${id}.jpg`,
      `/H/1/${id}.jpg`,
      `H%2F1/${id}.jpg`,
      `H/1/${id}.jpg\u0000.png`,
      `H/1/${id}.jpeg`,
      `H/1/${id}.JPG`,
      `H//1/${id}.jpg`,
      `H\\1\\${id}.jpg`,
    ])
      expect(parseImageKey(key), key).toBeNull();
  });
});

describe('local image storage', () => {
  let root: string;
  let storage: LocalImageStorage;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'ah-images-test-'));
    storage = new LocalImageStorage(join(root, 'images'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('round-trips, replaces and deletes a file', async () => {
    const key = newImageKey('HDEMO4AUCT', 7, 'jpg');
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('first'));
    expect((await storage.get(key))?.toString()).toBe('first');
    const staged = join(root, 'staged');
    await writeFile(staged, 'second');
    await storage.putFile(key, staged);
    expect((await storage.get(key))?.toString()).toBe('second');
    expect(storage.pathOf(key)).toBe(join(root, 'images', ...key.split('/')));
    expect((await stat(storage.pathOf(key))).isFile()).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('refuses keys that would leave its folder or are not keys', async () => {
    const id = '0b7c3e9a-1234-4abc-8def-0123456789ab';
    const escapes = [
      `../outside/1/${id}.jpg`,
      `H/1/../../../${id}.jpg`,
      '/etc/passwd',
      `${root}/H/1/${id}.jpg`,
      `H%2F..%2F1/${id}.jpg`,
      `H/1/${id}\u0000.jpg`,
      'H/1/x.jpg',
    ];
    for (const key of escapes) {
      expect(() => storage.pathOf(key), key).toThrow('The image address is not valid.');
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(
        'The image address is not valid.',
      );
      await expect(storage.get(key), key).rejects.toThrow('The image address is not valid.');
      await expect(storage.delete(key), key).rejects.toThrow('The image address is not valid.');
    }
  });
});

describe('upload URL signatures', () => {
  const secret = 'x'.repeat(64);
  const grant: UploadGrant = {
    method: 'PUT',
    key: 'H/1/0b7c3e9a-1234-4abc-8def-0123456789ab.jpg',
    expires: 2_000_000_000,
    contentType: 'image/jpeg',
  };
  const signature = signUpload(grant, secret);

  it('accepts the signed grant until it expires, then refuses it', () => {
    expect(checkUpload(grant, signature, secret, grant.expires)).toBe('valid');
    expect(checkUpload(grant, signature, secret, grant.expires + 1)).toBe('expired');
  });

  it('refuses a change to any signed part, the signature or the secret', () => {
    const changed: UploadGrant[] = [
      { ...grant, key: grant.key.replace('.jpg', '.png') },
      { ...grant, expires: grant.expires + 1 },
      { ...grant, contentType: 'image/png' },
    ];
    for (const other of changed)
      expect(checkUpload(other, signature, secret, 0), JSON.stringify(other)).toBe('badSignature');
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    for (const sig of [flipped, signature.slice(1), `${signature}A`, ''])
      expect(checkUpload(grant, sig, secret, 0), sig).toBe('badSignature');
    expect(checkUpload(grant, signature, 'y'.repeat(64), 0)).toBe('badSignature');
  });
});

describe('signing secret', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ah-secret-test-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is generated once per data folder, kept owner-only, and read back after a restart', async () => {
    const first = await loadSigningSecret(undefined, dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await loadSigningSecret(undefined, dir)).toBe(first);
    expect((await readFile(join(dir, SECRET_FILE_NAME), 'utf8')).trim()).toBe(first);
    expect((await stat(join(dir, SECRET_FILE_NAME))).mode & 0o777).toBe(0o600);
    const [a, b] = await Promise.all([
      loadSigningSecret(undefined, join(dir, 'racing')),
      loadSigningSecret(undefined, join(dir, 'racing')),
    ]);
    expect(a).toBe(b);
  });

  it('uses IMAGE_SIGNING_SECRET when set, and refuses a short one', async () => {
    expect(await loadSigningSecret('s'.repeat(32), dir)).toBe('s'.repeat(32));
    await expect(loadSigningSecret('short', dir)).rejects.toThrow(
      'IMAGE_SIGNING_SECRET must be at least 32 characters',
    );
  });
});

describe('image settings', () => {
  it('reads the IMAGE_* variables with their defaults', () => {
    expect(readConfig({ DATA_DIR: '/srv/data' }).options.imageConfig).toEqual({
      dataDir: '/srv/data',
      signingSecret: undefined,
      urlTtlSeconds: undefined,
      s3Bucket: undefined,
      s3Endpoint: undefined,
      s3Region: undefined,
    });
    expect(
      readConfig({
        DATA_DIR: '/srv/data',
        IMAGE_SIGNING_SECRET: 'z'.repeat(40),
        IMAGE_UPLOAD_URL_TTL_SECONDS: '600',
        IMAGE_S3_BUCKET: 'lots',
        IMAGE_S3_ENDPOINT: 'http://127.0.0.1:9000',
        IMAGE_S3_REGION: 'eu-west-1',
      }).options.imageConfig,
    ).toEqual({
      dataDir: '/srv/data',
      signingSecret: 'z'.repeat(40),
      urlTtlSeconds: 600,
      s3Bucket: 'lots',
      s3Endpoint: 'http://127.0.0.1:9000',
      s3Region: 'eu-west-1',
    });
    for (const ttl of ['0', '-5', '1.5', 'soon', '604801'])
      expect(() => readConfig({ IMAGE_UPLOAD_URL_TTL_SECONDS: ttl }), ttl).toThrow(
        'IMAGE_UPLOAD_URL_TTL_SECONDS',
      );
  });

  it('keeps images under $DATA_DIR/images unless a bucket is configured', () => {
    const base = {
      dataDir: '/srv/data',
      signingSecret: undefined,
      urlTtlSeconds: undefined,
      s3Endpoint: undefined,
      s3Region: undefined,
    };
    const local = imageStorageFor({ ...base, s3Bucket: undefined });
    expect(local).toBeInstanceOf(LocalImageStorage);
    expect((local as LocalImageStorage).root).toBe('/srv/data/images');
    expect(imageStorageFor({ ...base, s3Bucket: 'lots' }).kind).toBe('s3');
  });
});
