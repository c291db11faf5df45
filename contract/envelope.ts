/** Every API answer: `{code, msg, data}`; the HTTP status matches the code's class. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const SUCCESS_CODE = 200;
/** The menu call must answer status 200 with this message (SPEC §4, school switch). */
export const SUCCESS_MSG = '成功';

export const ok = <T>(data: T, msg = SUCCESS_MSG): Envelope<T> => ({ code: SUCCESS_CODE, msg, data });

/** SPEC §8: status 200 or '200', code 200 or 2200, status 1 count as success. */
export const isSuccessCode = (code: unknown): boolean => code === 200 || code === '200' || code === 2200 || code === 1;
