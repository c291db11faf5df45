/**
 * Why a call failed, in the terms the error rules of SPEC §8 need:
 * - business: the server answered an envelope with a failure code;
 * - network: no answer at all (offline, server down, DNS): 系统繁忙,请稍后再试;
 * - transport: an answer that is not an envelope, or a timeout: 网络繁忙,请稍后再试;
 * - abort: the caller cancelled; never shown.
 */
export type ApiErrorKind = 'business' | 'network' | 'transport' | 'abort';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** Envelope code for business errors, else the HTTP status when there was one. */
    readonly code: number | null = null,
    readonly status: number | null = null,
    readonly data: unknown = null,
  ) {
    super(message);
  }

  /** The server could not be reached: the offline-first paths fall back to cached data. */
  get unreachable(): boolean {
    return this.kind === 'network';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
