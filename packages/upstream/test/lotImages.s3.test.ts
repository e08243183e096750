import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newImageKey } from '../src/lotImages/imageKeys.js';
import { S3ImageStorage } from '../src/lotImages/s3ImageStorage.js';

/**
 * The S3 backend against a minimal stand-in for an S3-compatible service (path-style PUT, GET and
 * DELETE of objects): we do not own S3, so this checks the requests the backend makes and how it
 * reads the answers, not S3 itself.
 */
interface FakeObject {
  body: Buffer;
  contentType: string | undefined;
}

function startFakeS3(): Promise<{
  server: Server;
  url: string;
  objects: Map<string, FakeObject>;
  seen: string[];
}> {
  const objects = new Map<string, FakeObject>();
  const seen: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname);
      seen.push(`${req.method} ${path} ${String(req.headers['authorization']).split(' ')[0]}`);
      if (req.method === 'PUT') {
        objects.set(path, { body: Buffer.concat(chunks), contentType: req.headers['content-type'] });
        res.writeHead(200, { etag: '"e"' }).end();
      } else if (req.method === 'GET') {
        const found = objects.get(path);
        if (!found) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
          return;
        }
        res
          .writeHead(200, {
            'content-type': found.contentType ?? 'application/octet-stream',
            'content-length': found.body.length,
          })
          .end(found.body);
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, objects, seen });
    }),
  );
}

describe('S3 image storage', () => {
  let fake: Awaited<ReturnType<typeof startFakeS3>>;
  let storage: S3ImageStorage;
  let dir: string;

  beforeAll(async () => {
    fake = await startFakeS3();
    dir = await mkdtemp(join(tmpdir(), 'ah-images-s3-'));
    storage = new S3ImageStorage({
      bucket: 'lots',
      endpoint: fake.url,
      region: 'eu-west-1',
      prefix: 'images/',
      client: { credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' } },
    });
  });
  afterAll(async () => {
    storage?.close();
    await new Promise((resolve) => fake?.server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('puts, gets and deletes objects under the bucket path, signed, with the image content type', async () => {
    const key = newImageKey('HDEMO4AUCT', 9, 'png');
    expect(await storage.get(key)).toBeNull();
    const staged = join(dir, 'staged');
    await writeFile(staged, 'png bytes');
    await storage.putFile(key, staged, 9);
    expect(fake.objects.get(`/lots/images/${key}`)).toEqual({
      body: Buffer.from('png bytes'),
      contentType: 'image/png',
    });
    await storage.put(key, Buffer.from('replaced'));
    expect((await storage.get(key))?.toString()).toBe('replaced');
    await storage.delete(key);
    expect(fake.objects.has(`/lots/images/${key}`)).toBe(false);
    expect(fake.seen.every((line) => line.endsWith(' AWS4-HMAC-SHA256'))).toBe(true);
  });

  it('refuses keys that are not image keys before any request', async () => {
    const before = fake.seen.length;
    for (const key of ['../x.jpg', '/etc/passwd', 'H/1/x.jpg'])
      await expect(storage.get(key), key).rejects.toThrow('The image address is not valid.');
    expect(fake.seen.length).toBe(before);
  });
});
