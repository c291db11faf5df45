/** Shown when the browser refuses to store more: the outbox is untouched, so nothing the user entered is lost. */
export const QUOTA_MESSAGE = '本机存储空间不足，请清理浏览器存储后重试';

/**
 * A mutation that cannot apply: invalid args, or a rule the server would reject it for (the message is the
 * server's wording). Thrown by mutate() before anything changes; during rebase it only skips that mutation's effect.
 */
export class MutationError extends Error {
  override name = 'MutationError';
}

/** IndexedDB is full. Dexie wraps the DOMException, sometimes inside an AbortError. */
export class StorageFullError extends Error {
  override name = 'StorageFullError';
  constructor() {
    super(QUOTA_MESSAGE);
  }
}

export function isQuotaError(e: unknown): boolean {
  for (let err = e as { name?: string; inner?: unknown } | undefined, depth = 0; err && depth < 4; depth++) {
    if (err.name === 'QuotaExceededError') return true;
    err = err.inner as typeof err;
  }
  return false;
}

/** Storage errors become the clear Chinese message; everything else passes through. */
export const translateStorageError = (e: unknown): unknown => (isQuotaError(e) ? new StorageFullError() : e);
