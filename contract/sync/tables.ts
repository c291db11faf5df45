import type { z } from 'zod';
import { AREA_TABLES } from '../areas';

/**
 * Rows of the replicated tables, exactly as the server sends them in pull changes and the client stores them:
 * name → row schema, the union of the areas' tables (contract/areas.ts). Every row has a UUIDv7 `id` and the
 * `schoolId` that scopes it.
 */
export const REPLICATED_TABLES = AREA_TABLES;
export type ReplicatedTable = keyof typeof REPLICATED_TABLES;
export type RowOf<T extends ReplicatedTable> = z.infer<(typeof REPLICATED_TABLES)[T]>;
export const REPLICATED_TABLE_NAMES = Object.keys(REPLICATED_TABLES) as ReplicatedTable[];
