import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DevAidMsg, ErrorCode, OPERATOR_KEY_FRAGMENT, OPERATOR_KEY_HEADER } from '@contract';
import type { Config } from '../config';
import { AppError } from './app-error';
import { isLocalRequest } from './local-request';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The person running the server: the request carries the operator key (compared in constant time, over digests so
 * the length tells nothing) and comes from the server's own machine. The key is what counts: a reverse proxy on the
 * same machine (a plain `proxy_pass`) sends a visitor's request from the loopback with a loopback Host, so the
 * machine check alone lets everyone through; it stays as a second guard. A custom header also keeps other web
 * pages out: a browser sends one cross-site only after a CORS preflight, which this server never allows.
 */
export function isOperatorRequest(req: FastifyRequest, operatorKey: string): boolean {
  const given = req.headers[OPERATOR_KEY_HEADER];
  if (typeof given !== 'string' || given === '') return false;
  return timingSafeEqual(digest(given), digest(operatorKey)) && isLocalRequest(req);
}

/** The onRequest hook in front of every development aid (server/routes/dev-aids.ts): a 403 for anyone but the operator. */
export const operatorGate = (operatorKey: string) => async (req: FastifyRequest) => {
  if (!isOperatorRequest(req, operatorKey)) throw new AppError(ErrorCode.forbidden, DevAidMsg.operatorOnly);
};

/**
 * What the server prints on its console at start: the operator's way in. The SMS inbox's link carries the key in its
 * fragment (never sent to a server, so never in a proxy's log); the key itself is for the test hooks' header.
 */
export function operatorNotice(config: Pick<Config, 'host' | 'port' | 'sms'>, key: string): string {
  const origin = `http://${config.host.includes(':') ? '[::1]' : '127.0.0.1'}:${config.port}`;
  return [
    "开发辅助已开启，仅限本机操作者使用 (development aids on, YUANWU_DEV_AIDS=on; for this machine's operator only):",
    ...(config.sms.kind === 'local' ? [`  短信收件箱 (SMS inbox): ${origin}/dev/sms#${OPERATOR_KEY_FRAGMENT}=${key}`] : []),
    `  操作密钥 (operator key, header ${OPERATOR_KEY_HEADER}): ${key}`,
  ].join('\n');
}
