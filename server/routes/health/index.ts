import type { DomainServer } from '../deps';

/**
 * The health domain on the server (保健管理, docs/health.md): each area's routes and mutation services (a contract
 * area or mutation left out is a type error).
 */
export const HEALTH_SERVER = {} as const satisfies DomainServer<'health'>;
