import { createReadStream } from 'node:fs';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { checkedKey, type ImageStorage } from './imageStorage.js';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, R2, ...); AWS itself when absent. */
  endpoint?: string | undefined;
  region?: string | undefined;
  /** Prefix of every object key, e.g. `images/`. */
  prefix?: string | undefined;
  /** More client settings (tests pass credentials). */
  client?: Partial<S3ClientConfig> | undefined;
}

/**
 * Images in an S3-compatible bucket (IMAGE_S3_BUCKET). Credentials come from the AWS SDK's usual
 * chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, instance roles). Uploads still come
 * through the upstream's signed PUT, which checks them before they reach the bucket.
 */
export class S3ImageStorage implements ImageStorage {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    const config: S3ClientConfig = {
      region: options.region ?? 'us-east-1',
      // Checksums only where S3 requires them: many S3-compatible services refuse the newer defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...options.client,
    };
    if (options.endpoint) Object.assign(config, { endpoint: options.endpoint, forcePathStyle: true });
    this.client = new S3Client(config);
  }

  /** Closes the client's connections. */
  close(): void {
    this.client.destroy();
  }

  private objectKey(key: string): { Key: string; ContentType: string } {
    const checked = checkedKey(key);
    return { Key: `${this.options.prefix ?? ''}${checked.key}`, ContentType: checked.contentType };
  }

  async putFile(key: string, path: string, bytes: number): Promise<void> {
    const { Key, ContentType } = this.objectKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key,
        ContentType,
        ContentLength: bytes,
        Body: createReadStream(path),
      }),
    );
  }

  async put(key: string, body: Buffer): Promise<void> {
    const { Key, ContentType } = this.objectKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key, ContentType, Body: body }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const { Key } = this.objectKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key }));
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { Key } = this.objectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key }));
  }
}
