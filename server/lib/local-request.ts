import type { FastifyRequest } from 'fastify';

const LOOPBACK_ADDRESS = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;
/**
 * Headers a reverse proxy may add: behind one on the same machine, every visitor's connection comes from the loopback.
 * A plain `proxy_pass` adds none of them, which is why development aids need the operator key as well
 * (server/lib/operator-gate.ts).
 */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'via'];

/**
 * The request comes from the machine the server runs on: its connection's own address (never a header, whatever
 * trustProxy says) is a loopback one, no proxy forwarded it, and it names the server by a loopback name (a web
 * page whose own name a DNS rebinding points at 127.0.0.1 still sends that name).
 */
export function isLocalRequest(req: FastifyRequest): boolean {
  return (
    LOOPBACK_ADDRESS.test(req.socket.remoteAddress ?? '') &&
    !FORWARDED.some((h) => req.headers[h] !== undefined) &&
    LOOPBACK_HOST.test(req.headers.host ?? '')
  );
}
