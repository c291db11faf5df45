import type { Readable } from 'node:stream';
import type { StorageConfig } from '../../config';
import { type Credentials, encodeKey, presignPostPolicy, sha256Hex, signRequest } from './sigv4';
import { type PresignedPost, type PresignInput, type StorageProvider, type StoredObject, TooLargeError } from './storage-provider';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/**
 * An S3-compatible bucket (AWS S3, MinIO, Huawei OBS, Aliyun OSS in S3 mode). The browser POSTs straight to the
 * bucket with a SigV4 policy; the server itself only checks (HEAD) and writes small files (PUT). Readers of
 * /files/<key> are redirected to S3_PUBLIC_URL (or the bucket URL): the bucket must allow public reads of its
 * objects (keys are unguessable UUIDv7), as the SPEC's obsAcl public-read did.
 */
export class S3StorageProvider implements StorageProvider {
  readonly kind = 's3' as const;
  private readonly creds: Credentials;
  private readonly bucketUrl: string;

  constructor(
    private readonly config: S3Config,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.creds = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3' };
    const endpoint = new URL(config.endpoint);
    this.bucketUrl = config.pathStyle
      ? `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${config.bucket}`
      : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
  }

  async presignPost(input: PresignInput): Promise<PresignedPost> {
    const { policy, signature, fields } = presignPostPolicy({ ...input, minBytes: 1, bucket: this.config.bucket }, this.creds);
    return { postUrl: this.bucketUrl, fields, policy, signature, accessKeyId: this.config.accessKeyId };
  }

  private objectUrl(key: string): URL {
    return new URL(`${this.bucketUrl}/${encodeKey(key)}`);
  }

  async stat(key: string): Promise<StoredObject | null> {
    const url = this.objectUrl(key);
    const headers = signRequest({ method: 'HEAD', url, headers: {}, payloadHash: 'UNSIGNED-PAYLOAD', now: this.now() }, this.creds);
    const res = await this.fetchImpl(url, { method: 'HEAD', headers });
    if (res.status === 404 || res.status === 403) return null;
    if (!res.ok) throw new Error(`S3 HEAD ${res.status}`);
    return { size: Number(res.headers.get('content-length') ?? 0) };
  }

  /** Small server-side writes only (the editor's 3 MB images): buffered, then one signed PUT. */
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
    const data = Buffer.concat(chunks);
    const url = this.objectUrl(key);
    const payloadHash = sha256Hex(data);
    const headers = signRequest({ method: 'PUT', url, headers: { 'content-type': contentType }, payloadHash, now: this.now() }, this.creds);
    const res = await this.fetchImpl(url, { method: 'PUT', headers, body: data });
    if (!res.ok) throw new Error(`S3 PUT ${res.status}`);
    return size;
  }

  readUrl(key: string): string {
    const base = this.config.publicUrl?.replace(/\/$/, '') ?? this.bucketUrl;
    return `${base}/${encodeKey(key)}`;
  }
}
