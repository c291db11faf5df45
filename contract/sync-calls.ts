import { defineCall } from './call';
import type { MEMBER } from './permissions';
import { pullQuerySchema, pushRequestSchema } from './sync/protocol';

/**
 * The sync protocol's calls (ARCHITECTURE.md; server/routes/sync.ts, sync/http-transport.ts): any member; each pushed
 * mutation is checked against its own permission as it runs. The sync worker signs and sends them itself.
 */
export const syncCalls = {
  push: defineCall({ method: 'POST', path: '/sync/push', permission: 'member' satisfies typeof MEMBER, input: pushRequestSchema }),
  pull: defineCall({ method: 'GET', path: '/sync/pull', permission: 'member' satisfies typeof MEMBER, input: pullQuerySchema }),
  /** The WebSocket that pokes clients to pull. */
  pokes: defineCall({ method: 'GET', path: '/sync/ws', permission: 'member' satisfies typeof MEMBER }),
};
