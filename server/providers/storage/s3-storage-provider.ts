import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { StorageConfig } from '../../config';
import {
  EmptyFileError,
  type PresignedPost,
  type PresignInput,
  type StorageProvider,
  type StoredObject,
  TooLargeError,
} from './storage-provider';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

const notFound = (e: unknown) =>
  e instanceof S3ServiceException && (e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata.httpStatusCode === 404);

/**
 * An S3-compatible bucket (AWS S3, MinIO, Huawei OBS, Aliyun OSS in S3 mode) through the official SDK: the browser
 * POSTs straight to the bucket with a form from `createPresignedPost`; the server itself only checks (HEAD), moves
 * a posted file to its stored key (COPY + DELETE) and writes small files (PUT). Readers of /files/<key> are
 * redirected to S3_PUBLIC_URL (or the bucket URL): the bucket must allow public reads of its objects (keys are
 * unguessable UUIDv7), as the SPEC's obsAcl public-read did.
 */
export class S3StorageProvider implements StorageProvider {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucketUrl: string;
  readonly browserOrigins: readonly string[];

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.pathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // The SDK's default CRC checksums on every request are not understood by many S3-compatible stores.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const endpoint = new URL(config.endpoint);
    this.bucketUrl = config.pathStyle
      ? `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${config.bucket}`
      : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
    const origins = [new URL(this.bucketUrl).origin, ...(config.publicUrl ? [new URL(config.publicUrl).origin] : [])];
    this.browserOrigins = [...new Set(origins)];
  }

  /** The SDK signs with its own clock; only the validity period comes from ours. */
  async presignPost(input: PresignInput): Promise<PresignedPost> {
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.config.bucket,
      Key: input.key,
      Fields: { 'Content-Type': input.contentType },
      Conditions: [
        ['eq', '$Content-Type', input.contentType],
        ['content-length-range', 1, input.maxBytes],
      ],
      Expires: Math.max(1, Math.round((input.expiresAt.getTime() - input.now.getTime()) / 1000)),
    });
    return {
      postUrl: url,
      fields,
      policy: fields.Policy ?? '',
      signature: fields['X-Amz-Signature'] ?? '',
      accessKeyId: this.config.accessKeyId,
    };
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (e) {
      if (notFound(e) || (e instanceof S3ServiceException && e.$metadata.httpStatusCode === 403)) return null;
      throw e;
    }
  }

  async promote(from: string, to: string): Promise<void> {
    try {
      await this.client.send(new CopyObjectCommand({ Bucket: this.config.bucket, Key: to, CopySource: `${this.config.bucket}/${from}` }));
    } catch (e) {
      if (notFound(e)) return;
      throw e;
    }
    await this.remove(from);
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  /** Small server-side writes only (the editor's 3 MB images): buffered, then one PUT. */
  async put(key: string, body: Readable, contentType: string, maxBytes: number): Promise<number> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        body.resume();
        throw new TooLargeError(maxBytes);
      }
      chunks.push(chunk);
    }
    if (size === 0) throw new EmptyFileError();
    await this.client.send(
      new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: Buffer.concat(chunks), ContentType: contentType }),
    );
    return size;
  }

  /** Keys are the server's own (letters, digits, `/`, `-`, `.`): nothing to encode. */
  readUrl(key: string): string {
    const base = this.config.publicUrl?.replace(/\/$/, '') ?? this.bucketUrl;
    return `${base}/${key}`;
  }
}
