import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, Msg } from '@contract';
import { AppError } from '../lib/app-error';

/** Per-route limits; login and SMS (account security) use these. Keyed by client address. */
export const LOGIN_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
export const SMS_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

const loginNameOf = (body: unknown): string => {
  const name = (body as { loginName?: unknown } | null)?.loginName;
  return typeof name === 'string' ? name.trim().slice(0, 64) : '';
};

/**
 * Signing in: LOGIN_RATE_LIMIT per address AND login name (guessing one account's password), counted once the form
 * is parsed, and SIGN_IN_ADDRESS_LIMIT per address over all names (trying many accounts; signInAddressCap). A
 * school's staff reach the server from the school's one address, all around 8:00: a limit per address alone locked
 * them out.
 */
export const SIGN_IN_RATE_LIMIT = {
  ...LOGIN_RATE_LIMIT,
  hook: 'preHandler',
  keyGenerator: (req: FastifyRequest) => `${req.ip}|${loginNameOf(req.body)}`,
} as const;
export const SIGN_IN_ADDRESS_LIMIT = { max: 200, timeWindow: '1 minute' } as const;

/**
 * The per-address cap as a hook of its own: the plugin runs one limit per request, so this one counts through
 * `createRateLimit` (which answers without claiming the request) and refuses with the same 429.
 */
export function signInAddressCap(app: FastifyInstance): (req: FastifyRequest) => Promise<void> {
  const count = app.createRateLimit(SIGN_IN_ADDRESS_LIMIT);
  return async (req) => {
    const counted = await count(req);
    if (!counted.isAllowed && counted.isExceeded) throw new AppError(ErrorCode.tooManyRequests, Msg.tooManyRequests);
  };
}

/**
 * `storageOrigins`: where the browser posts upload forms and reads files when they are not on this server (an S3
 * bucket, its CDN). No `upgrade-insecure-requests` (helmet's default): a school's server on its LAN is reached over
 * plain HTTP, and upgrading its own asset requests to HTTPS would leave the page blank.
 */
export async function securityPlugin(app: FastifyInstance, storageOrigins: readonly string[] = []): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: null,
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables in style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storageOrigins],
        mediaSrc: ["'self'", 'blob:', ...storageOrigins],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...storageOrigins],
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
