import { ErrorCode, SILENT_MESSAGES } from '@contract/errors';
import type { ApiError } from './api-error';

/**
 * SPEC §8: a failed call toasts its msg for 5 s, except 系统错误 / 'system error', code and status both 403,
 * 二维码已失效 and code 3008. A failure that says nothing is not toasted either: 系统错误 would be the only words for it.
 */
export function isSilentFailure(error: Pick<ApiError, 'message' | 'code' | 'status'>): boolean {
  const message = error.message.trim();
  if (message === '' || SILENT_MESSAGES.has(message) || SILENT_MESSAGES.has(message.toLowerCase())) return true;
  if (error.code === ErrorCode.silent) return true;
  return error.code === ErrorCode.forbidden && error.status === ErrorCode.forbidden;
}
