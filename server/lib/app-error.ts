import { ErrorCode, httpStatusFor, Msg } from '@contract';

/** A failure with a business code and a Chinese message the user can act on; becomes the envelope. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus: number = httpStatusFor(code),
    /** What the envelope's data carries (null unless the code has some, such as 2225's expiry). */
    readonly data: unknown = null,
  ) {
    super(message);
  }

  static badRequest = (msg: string = Msg.invalidParams) => new AppError(ErrorCode.badRequest, msg);
  static forbidden = (msg: string = Msg.forbidden) => new AppError(ErrorCode.forbidden, msg);
  static notFound = (msg: string = Msg.notFound) => new AppError(ErrorCode.notFound, msg);
  /** SPEC §4 code 2225: the school's service has expired; the client keeps the expiry and the expired schools' ids. */
  static schoolExpiryInfo = (msg: string, data: { expirationTime: string; schoolIds: number[] }) =>
    new AppError(ErrorCode.schoolExpiryInfo, msg, httpStatusFor(ErrorCode.schoolExpiryInfo), data);
  static tokenExpired = () => new AppError(ErrorCode.tokenExpired, Msg.tokenExpired);
}
