import { ErrorCode } from '@contract/errors';
import type { PullQuery, PullResponse, PushRequest, PushResponse } from '@contract/sync/protocol';

/**
 * How the engine reaches the server. The real one is httpTransport(); tests wrap it to drop, duplicate, delay
 * and reorder deliveries. Failures throw SyncHttpError (the server answered) or SyncNetworkError (it did not).
 */
export interface SyncTransport {
  push(body: PushRequest): Promise<PushResponse>;
  pull(query: PullQuery): Promise<PullResponse>;
}

/** The server answered with an error envelope (or something that is not one). */
export class SyncHttpError extends Error {
  override name = 'SyncHttpError';
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** No answer: offline, DNS, timeout, connection reset. */
export class SyncNetworkError extends Error {
  override name = 'SyncNetworkError';
}

/** The session is over (token expired or revoked, school service expired): stop syncing, keep everything. */
export const isSessionOver = (e: unknown): boolean =>
  e instanceof SyncHttpError && (e.code === ErrorCode.tokenExpired || e.status === 401 || e.code === ErrorCode.schoolExpired);

/** The request named a school (or client id) the user may not use. */
export const isForbidden = (e: unknown): boolean => e instanceof SyncHttpError && e.code === ErrorCode.forbidden;

/** The server's 409 for a client id first used by another account: take a new client id, purge nothing. */
export const isClientIdTaken = (e: unknown): boolean => e instanceof SyncHttpError && e.code === ErrorCode.conflict;
