import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCode, httpStatusFor, Msg } from '@contract';
import { AppError } from '../lib/app-error';
import { integrityError } from '../lib/integrity-error';

/**
 * Every failure leaves as the `{code, msg, data}` envelope with a matching HTTP status and a Chinese message. A write
 * the database refuses for its integrity (an id that exists) is the request's fault: a 400, like a sync push's
 * rejection of the same write (server/lib/integrity-error.ts).
 */
export function envelopePlugin(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    const error = integrityError(thrown) ?? thrown;
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send({ code: error.code, msg: error.message, data: error.data });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ code: ErrorCode.tooManyRequests, msg: Msg.tooManyRequests, data: null });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: status, msg: status === 413 ? '请求内容过大' : Msg.invalidParams, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: ErrorCode.serverError, msg: Msg.networkError, data: null });
  });
}

export const notFoundEnvelope = { code: ErrorCode.notFound, msg: Msg.notFound, data: null };
export const notFoundStatus = httpStatusFor(ErrorCode.notFound);
