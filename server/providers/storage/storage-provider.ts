import type { Readable } from 'node:stream';

/** A signed browser form POST (SPEC §3 upload signature): the client sends `fields` in order, then `file`. */
export interface PresignedPost {
  postUrl: string;
  fields: Record<string, string>;
  policy: string;
  signature: string;
  accessKeyId: string;
}

export interface PresignInput {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresAt: Date;
  now: Date;
}

export interface StoredObject {
  size: number;
}

/**
 * Where uploaded files live. Keys are `schools/<schoolId>/<yyyy-mm>/<uuid>.<ext>`, never chosen by the client.
 * The local provider (DATA_DIR/uploads) also receives the browser's POST and serves files; the S3 provider
 * signs a POST straight to the bucket and sends readers there.
 */
export interface StorageProvider {
  readonly kind: 'local' | 's3';
  presignPost(input: PresignInput): Promise<PresignedPost>;
  /** Size of a stored object, or null when it is not there (the report call checks before saying 上传成功). */
  stat(key: string): Promise<StoredObject | null>;
  /** The server's own write (`/park/common/upload`): streams `body`, refusing past `maxBytes`. Returns the size. */
  put(key: string, body: Readable, contentType: string, maxBytes: number): Promise<number>;
  /**
   * Moves a received form upload to its stored key (the report call); a missing `from` (a concurrent report moved
   * it) is not an error. No signed form names the stored key, so nothing can replace the file afterwards.
   */
  promote(from: string, to: string): Promise<void>;
  /** Deletes an object; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Where a reader of `/files/<key>` is sent (S3), or null when this server serves the file itself (local). */
  readUrl(key: string): string | null;
  /** Other origins the browser posts forms to or reads files from (the bucket, its CDN): the CSP must allow them. */
  readonly browserOrigins: readonly string[];
}

/**
 * Signed forms write under `incoming/`, never to a stored key: the report moves the file to its key, so a form
 * that is still valid (30 minutes) cannot replace a file once it was reported stored. Nothing serves `incoming/`.
 */
export const INCOMING_PREFIX = 'incoming/';
export const incomingKey = (storedKey: string): string => `${INCOMING_PREFIX}${storedKey}`;
export const isIncomingKey = (key: string): boolean => key.startsWith(INCOMING_PREFIX);
/** The stored key an incoming key becomes. */
export const storedKeyOf = (key: string): string => (isIncomingKey(key) ? key.slice(INCOMING_PREFIX.length) : key);

/** A stored object would be larger than its limit: the write was aborted and nothing was kept. */
export class TooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file exceeds ${maxBytes} bytes`);
  }
}

/** The file had fewer bytes than its policy's minimum (an empty file). */
export class EmptyFileError extends Error {
  constructor() {
    super('empty file');
  }
}

/** Keys the server made: letters, digits, dashes, dots and slashes, no `..`, no leading slash. */
export const isSafeKey = (key: string): boolean => /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/.test(key) && !key.includes('..') && !key.includes('//');
