import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_POST_PATH } from '@contract';
import { presignPostPolicy, type Credentials } from './sigv4';
import {
  isSafeKey,
  type PresignedPost,
  type PresignInput,
  type StorageProvider,
  type StoredObject,
  EmptyFileError,
  TooLargeError,
} from './storage-provider';
import { verifyPostPolicy, type PolicyCheck } from './verify-post-policy';

export const LOCAL_ACCESS_KEY_ID = 'yuanwu-local';

/**
 * Files on this server's disk under DATA_DIR/uploads. Signs POST forms exactly as S3 does (SigV4 with a server
 * secret), receives them at /files/upload, and serves them at /files/<key> (server/routes/uploads.ts).
 */
export class LocalStorageProvider implements StorageProvider {
  readonly kind = 'local' as const;
  readonly browserOrigins: readonly string[] = [];
  readonly root: string;
  private cachedCreds: Credentials | undefined;

  constructor(
    dataDir: string,
    private readonly secret: () => string,
  ) {
    this.root = resolve(dataDir, 'uploads');
  }

  /** Read on first use, so a server that never signs an upload never creates the secret file. */
  private get creds(): Credentials {
    this.cachedCreds ??= { accessKeyId: LOCAL_ACCESS_KEY_ID, secretAccessKey: this.secret(), region: 'local', service: 's3' };
    return this.cachedCreds;
  }

  async presignPost(input: PresignInput): Promise<PresignedPost> {
    const { policy, signature, fields } = presignPostPolicy({ ...input, minBytes: 1 }, this.creds);
    return { postUrl: UPLOAD_POST_PATH, fields, policy, signature, accessKeyId: LOCAL_ACCESS_KEY_ID };
  }

  verifyPost(form: Record<string, string>, now: Date): PolicyCheck {
    return verifyPostPolicy(form, now, this.creds);
  }

  /** The absolute path of a key, or null for a key this server would never have made. */
  pathOf(key: string): string | null {
    if (!isSafeKey(key)) return null;
    const path = resolve(this.root, key);
    return path.startsWith(`${this.root}/`) ? path : null;
  }

  async stat(key: string): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    if (!path) return null;
    try {
      const s = await stat(path);
      return s.isFile() ? { size: s.size } : null;
    } catch {
      return null;
    }
  }

  /**
   * Streams to a temporary file beside the target, counting bytes; past `maxBytes` it aborts and removes it, so
   * neither memory nor disk holds more than the limit. Renamed into place only when complete.
   */
  async put(key: string, body: Readable, _contentType: string, maxBytes: number, minBytes = 1): Promise<number> {
    const path = this.pathOf(key);
    if (!path) throw new Error(`unsafe key ${key}`);
    await mkdir(dirname(path), { recursive: true });
    const temp = join(dirname(path), `.${randomBytes(6).toString('hex')}.part`);
    let size = 0;
    const counter = async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        size += chunk.length;
        if (size > maxBytes) throw new TooLargeError(maxBytes);
        yield chunk;
      }
    };
    try {
      await pipeline(body, counter, createWriteStream(temp, { flags: 'wx' }));
      if (size < minBytes) throw new EmptyFileError();
      await rename(temp, path);
      return size;
    } catch (e) {
      await rm(temp, { force: true });
      body.resume();
      throw e;
    }
  }

  /** A hard link then an unlink: never replaces a stored file, even if two reports race. */
  async promote(from: string, to: string): Promise<void> {
    const source = this.pathOf(from);
    const target = this.pathOf(to);
    if (!source || !target) throw new Error(`unsafe key ${from} → ${to}`);
    await mkdir(dirname(target), { recursive: true });
    try {
      await link(source, target);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return;
      if (code !== 'EEXIST') throw e;
    }
    await unlink(source).catch(() => {});
  }

  async remove(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (path) await rm(path, { force: true });
  }

  readUrl(): null {
    return null;
  }
}
