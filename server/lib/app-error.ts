import { ErrorCode, httpStatusFor, Msg } from '@contract';

/** A failure with a business code and a Chinese message the user can act on; becomes the envelope. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus: number = httpStatusFor(code),
  ) {
    super(message);
  }

  static badRequest = (msg: string = Msg.invalidParams) => new AppError(ErrorCode.badRequest, msg);
  static forbidden = (msg: string = Msg.forbidden) => new AppError(ErrorCode.forbidden, msg);
  static notFound = (msg: string = Msg.notFound) => new AppError(ErrorCode.notFound, msg);
  static tokenExpired = () => new AppError(ErrorCode.tokenExpired, Msg.tokenExpired);
}
