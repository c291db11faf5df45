import type { z } from 'zod';
import type { Requirement } from './permissions';
import type { ScopeName } from './scopes';

/**
 * A business area (school records, website, class chat, files, …): everything the tiers need to know about it,
 * declared once in its own contract file as `defineArea({...})` and listed in its domain's contract/<domain>/areas.ts.
 *
 * - `tables`: the replicated tables it owns, name → row schema. contract/sync derives REPLICATED_TABLES from them;
 *   `indexes` gives a table's Dexie indexes on devices, gathered by scripts/generate-replica-indexes.ts into the
 *   light contract/replica-indexes.gen.ts that the replica opens with.
 * - `mutations`: name → { args, label, permission, module? }. `args` is the zod schema the client validates before
 *   its optimistic change and the server validates again; `label` is the Chinese action the sync panel (and the
 *   operation log, for areas that log by mutation) shows; `permission` is what the member needs
 *   (contract/permissions.ts: `'/YWGL/JCXX/YEGL:add'`, or MEMBER), checked by the server before the mutation runs
 *   and by the client to hide what would be refused; `module` is
 *   the operation log's 模块 a mutation is filed under, if it writes one.
 *
 * The client mutators (sync/mutators/<domain>/<area>.ts), the server services map (server/services/<domain>/<area>/<area>-mutators.ts)
 * and the convergence fuzz test's moves (tests/sync/helpers/area-moves.ts) are each typed against these names, so
 * a mutation declared here and missing in any of them fails typecheck.
 *
 * Adding an area: its contract file with `defineArea` (its tables' indexes there too; no version to bump: devices
 * add new tables and indexes themselves, sync/replica-upgrades.ts), one line in its domain's `contract/<domain>/areas.ts`;
 * sync/mutators/<domain>/<area>.ts (listed in
 * sync/mutators/<domain>/index.ts); its services and server/services/<domain>/<area>/<area>-mutators.ts, listed with
 * its routes on the area's line of server/routes/<domain>/index.ts; its database tables
 * and their migration (`npm run db:generate -- <name>`, named by time, not numbered), row mappers and change-log
 * entries on the server; its moves in tests/sync/helpers/area-moves.ts. Two areas built side by side share no counter
 * (docs/architecture.md, "Adding an area" and "Two areas side by side").
 */
export interface MutationDecl {
  args: z.ZodObject;
  label: string;
  permission: Requirement;
  module?: string;
}

export interface AreaDecl {
  /** Short camel-case name, unique among the areas. */
  name: string;
  /** Its menu page (contract/menu-catalogue.ts): where its module stands in the operation log's 模块 filter. */
  page?: string;
  /** The sync scope its tables replicate in (contract/scopes.ts): who may pull and hold them. */
  scope: ScopeName;
  /** Tables in another scope than the area's (an event table in a windowed scope of its own). */
  tableScopes?: Record<string, ScopeName>;
  tables: Record<string, z.ZodObject>;
  /**
   * Dexie indexes a table has on devices beyond its key `id` and `schoolId` (a table left out has none): what its
   * screens look rows up by. The replica's schema (contract/replica-indexes.gen.ts) is generated from them.
   */
  indexes?: Record<string, string>;
  mutations: Record<string, MutationDecl>;
}

export const defineArea = <const A extends AreaDecl>(area: A): A => area;
