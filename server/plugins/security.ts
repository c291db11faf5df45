import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, Msg } from '@contract';
import { AppError } from '../lib/app-error';

/** Per-route limits; login and SMS (account security) use these. Keyed by client address. */
export const LOGIN_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
export const SMS_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

export async function securityPlugin(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables in style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        manifestSrc: ["'self'"],
      },
    },
    // Uploaded media and the PWA's own files are same-origin; COEP would only break image previews.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(ErrorCode.tooManyRequests, Msg.tooManyRequests),
  });
}
