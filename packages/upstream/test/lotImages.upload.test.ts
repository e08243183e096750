import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '@ah/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageService, type IssuedUpload } from '../src/lotImages/imageService.js';
import { LocalImageStorage } from '../src/lotImages/imageStorage.js';
import { silentLogger } from '../src/logger.js';
import { bootUpstream, type RunningUpstream } from '../src/server.js';
import { makeImage, rawRequest } from './lotImages.support.js';

/**
 * The signed image PUT over real HTTP against the real upstream with local storage under a
 * temporary DATA_DIR: signature and expiry, content type, content sniffing, the 10 MB limit while
 * streaming, path escapes, and what gets stored (image, dimensions, thumbnail).
 */
describe('signed image uploads', () => {
  let dataDir: string;
  let storage: LocalImageStorage;
  let up: RunningUpstream;
  let images: ImageService;
  let clock = new Date('2026-11-21T12:00:00Z');

  const issue = (type: 'jpg' | 'jpeg' | 'png' = 'jpg'): IssuedUpload => {
    const [upload] = images.issueUploads('HDEMO4AUCT', 12, type, 1);
    if (!upload) throw new Error('no upload issued');
    return upload;
  };
  const put = (
    path: string,
    body: Buffer | Iterable<Buffer>,
    contentType: string,
    extra: Record<string, string> = {},
  ) => rawRequest(up.url, 'PUT', path, { 'content-type': contentType, ...extra }, body);
  const errorCode = (body: unknown) => (body as { error?: { code?: string } }).error?.code;
  const storedFiles = async () =>
    (await readdir(storage.root, { recursive: true })).filter((f) => /\.(jpg|png)$/.test(f));

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ah-images-upload-'));
    storage = new LocalImageStorage(join(dataDir, 'images'));
    await mkdir(storage.root, { recursive: true });
    images = new ImageService({ storage, secret: 'k'.repeat(64), urlTtlSeconds: 600, now: () => clock });
    up = await bootUpstream({
      host: '127.0.0.1',
      port: 0,
      pgliteDataDir: 'memory://',
      seed: false,
      logger: silentLogger,
      images,
    });
  });
  afterAll(async () => {
    await up?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores a signed JPEG with its dimensions and a thumbnail, and serves both', async () => {
    const upload = issue('jpeg');
    expect(upload.contentType).toBe('image/jpeg');
    expect(upload.putPath).toMatch(
      /^\/images\/upload\/HDEMO4AUCT\/12\/[0-9a-f-]{36}\.jpg\?expires=\d+&contentType=image%2Fjpeg&signature=[\w-]+$/,
    );
    const res = await put(upload.putPath, await makeImage(1200, 800, 'jpeg'), 'image/jpeg');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      key: upload.key,
      imagePath: upload.imagePath,
      width: 1200,
      height: 800,
      warning: { code: 'pixel', message: IMAGE_MESSAGES.pixel },
    });
    const image = await rawRequest(up.url, 'GET', upload.imagePath, {});
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const thumbnailPath = (res.body as { thumbnailPath: string }).thumbnailPath;
    const stored = await storage.get(thumbnailPath.replace('/images/file/', ''));
    expect(stored).not.toBeNull();
    expect(await sharp(stored ?? Buffer.alloc(0)).metadata()).toMatchObject({
      width: 300,
      height: 200,
      format: 'jpeg',
    });
  });

  it('gives no pixel warning from 1000x1000 up, and stores PNGs as PNG', async () => {
    const upload = issue('png');
    const res = await put(upload.putPath, await makeImage(1000, 1000, 'png'), 'image/png');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ width: 1000, height: 1000, warning: null });
    expect((await sharp((await storage.get(upload.key)) ?? Buffer.alloc(0)).metadata()).format).toBe('png');
  });

  it('refuses an expired URL', async () => {
    const upload = issue();
    const body = await makeImage(10, 10, 'jpeg');
    clock = new Date(clock.getTime() + 601_000);
    try {
      const res = await put(upload.putPath, body, 'image/jpeg');
      expect([res.status, errorCode(res.body)]).toEqual([403, 'URL_EXPIRED']);
    } finally {
      clock = new Date('2026-11-21T12:00:00Z');
    }
    expect(await storage.get(upload.key)).toBeNull();
  });

  it('refuses a URL with any signed part or the signature changed', async () => {
    const upload = issue();
    const body = await makeImage(10, 10, 'jpeg');
    const url = new URL(upload.putPath, 'http://x');
    const other = issue();
    const tampered = (change: (u: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return copy.pathname + copy.search;
    };
    const cases: Array<[string, string, string]> = [
      ['another key', tampered((u) => (u.pathname = other.putPath.split('?')[0] ?? '')), 'SIGNATURE_INVALID'],
      [
        'a later expiry',
        tampered((u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600))),
        'SIGNATURE_INVALID',
      ],
      [
        'another content type',
        tampered((u) => u.searchParams.set('contentType', 'image/png')),
        'SIGNATURE_INVALID',
      ],
      [
        'another signature',
        // The first character changes: all six of its bits are the signature's (the last one's may
        // be padding, and a signature can already end with what a fixed suffix writes).
        tampered((u) => {
          const signature = u.searchParams.get('signature') ?? '';
          u.searchParams.set('signature', `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`);
        }),
        'SIGNATURE_INVALID',
      ],
      ['no signature', tampered((u) => u.searchParams.delete('signature')), 'SIGNATURE_INVALID'],
      ['no expiry', tampered((u) => u.searchParams.delete('expires')), 'SIGNATURE_INVALID'],
    ];
    for (const [what, path, code] of cases) {
      const res = await put(
        path,
        body,
        url.searchParams.get('contentType') === 'image/png' ? 'image/png' : 'image/jpeg',
      );
      expect([res.status, errorCode(res.body)], what).toEqual([403, code]);
    }
    // The content type itself, sent with a URL signed for PNG: refused the same way.
    const png = tampered((u) => u.searchParams.set('contentType', 'image/png'));
    expect((await put(png, body, 'image/png')).status).toBe(403);
    expect(await storedFiles()).not.toContain(upload.key);
  });

  it('refuses a Content-Type other than the signed one', async () => {
    const upload = issue('jpg');
    for (const sent of ['image/png', 'application/octet-stream', 'text/html']) {
      const res = await put(upload.putPath, await makeImage(10, 10, 'jpeg'), sent);
      expect([res.status, errorCode(res.body)], sent).toEqual([415, 'type']);
    }
    expect(await storage.get(upload.key)).toBeNull();
  });

  it('refuses a PNG renamed .jpg, and a file that is no image at all', async () => {
    const upload = issue('jpg');
    const res = await put(upload.putPath, await makeImage(50, 50, 'png'), 'image/jpeg');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: { code: 'invalidImage', message: IMAGE_MESSAGES.contentMismatch('jpg') },
    });
    const asPng = issue('png');
    const jpegAsPng = await put(asPng.putPath, await makeImage(50, 50, 'jpeg'), 'image/png');
    expect([jpegAsPng.status, errorCode(jpegAsPng.body)]).toEqual([422, 'invalidImage']);
    const text = await put(issue('jpg').putPath, Buffer.from('<svg onload=alert(1)>'), 'image/jpeg');
    expect([text.status, errorCode(text.body)]).toEqual([422, 'invalidImage']);
    // JPEG magic bytes followed by garbage: sniffing passes, decoding does not.
    const truncated = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const broken = await put(issue('jpg').putPath, truncated, 'image/jpeg');
    expect([broken.status, errorCode(broken.body)]).toEqual([422, 'invalidImage']);
    expect(await storage.get(upload.key)).toBeNull();
  });

  it('refuses a body past 10 MB while it streams, without reading the rest', async () => {
    const upload = issue('jpg');
    const head = await makeImage(20, 20, 'jpeg');
    const total = 64 * 1024 * 1024;
    function* chunks(): Generator<Buffer> {
      yield head;
      const chunk = Buffer.alloc(64 * 1024, 1);
      for (let sent = head.length; sent < total; sent += chunk.length) yield chunk;
    }
    const res = await put(upload.putPath, chunks(), 'image/jpeg');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: 'size', message: IMAGE_MESSAGES.size } });
    expect(res.headers['connection']).toBe('close');
    // The server stopped reading just past the limit; what the client sent beyond sits in socket buffers.
    expect(res.sent).toBeLessThan(IMAGE_LIMITS.maxBytes + 16 * 1024 * 1024);
    expect(res.sent).toBeLessThan(total);
    expect(await storage.get(upload.key)).toBeNull();
  });

  it('cleans up after a client that goes away mid-upload and keeps serving', async () => {
    const upload = issue('jpg');
    const staging = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('ah-image-'));
    const before = await staging();
    await new Promise<void>((resolve) => {
      const url = new URL(up.url);
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        method: 'PUT',
        path: upload.putPath,
        headers: { 'content-type': 'image/jpeg', 'content-length': '500000' },
      });
      req.on('error', () => resolve());
      req.write(Buffer.alloc(100_000, 0xff), () =>
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 100),
      );
    });
    await expect.poll(async () => (await staging()).filter((name) => !before.includes(name))).toEqual([]);
    expect(await storage.get(upload.key)).toBeNull();
    const next = await put(issue('jpg').putPath, await makeImage(10, 10, 'jpeg'), 'image/jpeg');
    expect(next.status).toBe(200);
  });

  it('refuses a declared Content-Length past 10 MB before reading the body', async () => {
    const upload = issue('jpg');
    const res = await rawRequest(
      up.url,
      'PUT',
      upload.putPath,
      { 'content-type': 'image/jpeg', 'content-length': String(IMAGE_LIMITS.maxBytes + 1) },
      [await makeImage(10, 10, 'jpeg')],
    );
    expect([res.status, errorCode(res.body)]).toEqual([413, 'size']);
  });

  it('accepts exactly 10485760 bytes as far as size goes', async () => {
    const image = await makeImage(40, 40, 'png');
    // A PNG padded to the limit: bytes after IEND are ignored by decoders.
    const padded = Buffer.concat([image, Buffer.alloc(IMAGE_LIMITS.maxBytes - image.length, 0)]);
    const res = await put(issue('png').putPath, padded, 'image/png');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ bytes: IMAGE_LIMITS.maxBytes, width: 40, height: 40 });
  });

  it('refuses paths that try to leave the storage folder', async () => {
    const upload = issue('jpg');
    const body = await makeImage(10, 10, 'jpeg');
    const [path, query] = upload.putPath.split('?');
    const key = (path ?? '').replace('/images/upload/', '');
    const attempts = [
      `/images/upload/../${key}`,
      `/images/upload/HDEMO4AUCT/12/../../../etc/passwd.jpg`,
      `/images/upload/${key.replace(/\//g, '%2F')}`,
      `/images/upload/%2e%2e/${key}`,
      `/images/upload//etc/${key}`,
      `/images/upload/${key}%00.png`,
      `/images/upload/${key.replace('.jpg', '\\..\\x.jpg')}`,
    ];
    for (const attempt of attempts) {
      const res = await put(`${attempt}?${query}`, body, 'image/jpeg');
      expect([res.status, errorCode(res.body)], attempt).toEqual([400, 'INVALID_KEY']);
    }
    for (const attempt of [
      '/images/file/../pglite/x.jpg',
      '/images/file/%2e%2e/image-signing.key',
      `/images/file//${key}`,
    ]) {
      const res = await rawRequest(up.url, 'GET', attempt, {});
      expect(res.status, attempt).toBe(404);
    }
    expect(await storedFiles()).not.toContain(key);
  });
});
