import { AppError } from './app-error';

/**
 * The SQLSTATE of an integrity violation (class 23: unique, foreign key, not null, check), looked up on the error
 * and down its `cause` chain: drizzle 0.45 wraps the driver's error (which carries `code`) in a DrizzleQueryError
 * of its own.
 */
function integrityState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^23[0-9A-Z]{3}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * An integrity violation as the 400 the user sees, or null for any other error. Such a write can never succeed as
 * it is: the request's fault (an id that exists, a row that went away), not the server's.
 */
export function integrityError(error: unknown): AppError | null {
  const state = integrityState(error);
  if (!state) return null;
  return AppError.badRequest(state === '23505' ? '数据已存在' : '数据校验失败，无法保存');
}
