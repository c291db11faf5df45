import type { AreaDecl } from './area';
import { ATTENDANCE_AREAS } from './attendance/areas';
import { BUS_AREAS } from './bus/areas';
import { FINANCE_AREAS } from './finance/areas';
import { HEALTH_AREAS } from './health/areas';
import { ORG_AREAS } from './org/areas';
import { PEOPLE_AREAS } from './people/areas';
import type { ScopeName } from './scopes';
import { SITE_AREAS } from './site/areas';
import { FILES } from './uploads';

/**
 * Every business area, by domain: each domain lists its areas in `contract/<domain>/areas.ts`, so adding an area is
 * writing its contract file (see contract/area.ts) and one line in its domain's list. Mutations, replicated tables
 * and their replica indexes, sync panel labels and operation-log modules all derive from this; the server's and the
 * client's registries are typed per domain against it (a domain's area left out there is a type error).
 */
export const DOMAIN_AREAS = {
  // In menu order: the operation log's 模块 filter lists the modules so.
  people: PEOPLE_AREAS,
  attendance: ATTENDANCE_AREAS,
  org: ORG_AREAS,
  finance: FINANCE_AREAS,
  bus: BUS_AREAS,
  site: SITE_AREAS,
  health: HEALTH_AREAS,
  /** The platform's own: uploaded files, which every domain's rows refer to. */
  platform: { files: FILES },
} as const satisfies Record<string, Record<string, AreaDecl>>;
export type DomainName = keyof typeof DOMAIN_AREAS;
/** The names of one domain's areas. */
export type DomainAreaName<D extends DomainName> = keyof (typeof DOMAIN_AREAS)[D] & string;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type AllAreas = UnionToIntersection<(typeof DOMAIN_AREAS)[DomainName]>;
/** Every area by name, refusing a name two domains give (one would silently shadow the other). */
export const AREAS = Object.fromEntries(Object.values(DOMAIN_AREAS).flatMap((areas) => Object.entries(areas))) as unknown as {
  [A in keyof AllAreas]: AllAreas[A];
};
if (Object.keys(AREAS).length !== Object.values(DOMAIN_AREAS).reduce((n: number, areas) => n + Object.keys(areas).length, 0))
  throw new Error('an area name is given by two domains');
export type AreaName = keyof typeof AREAS;
export const AREA_NAMES = Object.keys(AREAS) as AreaName[];

type Areas = typeof AREAS;
type AllDecls = UnionToIntersection<Areas[AreaName]['mutations']>;
type AllTables = UnionToIntersection<Areas[AreaName]['tables']>;

/** Mutation name → its declaration (args, label, permission, module), across every area. */
export type MutationDecls = { [N in keyof AllDecls]: AllDecls[N] };
export type AreaMutationName<A extends AreaName> = keyof Areas[A]['mutations'] & string;
export type AreaTableName<A extends AreaName> = keyof Areas[A]['tables'] & string;
export type MutationModule = {
  [N in keyof AllDecls]: AllDecls[N] extends { module: infer M extends string } ? M : never;
}[keyof AllDecls];

/** Merges one part of every area into one map, refusing a name two areas declare (it would silently shadow). */
function merge<K extends 'tables' | 'mutations'>(part: K): Record<string, AreaDecl[K][string]> {
  const out: Record<string, AreaDecl[K][string]> = {};
  for (const area of Object.values(AREAS) as AreaDecl[]) {
    for (const [name, value] of Object.entries(area[part])) {
      if (Object.hasOwn(out, name)) throw new Error(`${part} ${name} is declared by two areas`);
      out[name] = value as AreaDecl[K][string];
    }
  }
  return out;
}

/** Replicated table → the sync scope it belongs to (its area's, unless the area names another for it). */
export const TABLE_SCOPES: Record<string, ScopeName> = Object.fromEntries(
  (Object.values(AREAS) as AreaDecl[]).flatMap((area) =>
    Object.keys(area.tables).map((table) => [table, area.tableScopes?.[table] ?? area.scope]),
  ),
);
/** Mutation name → the sync scope of the area it writes. */
export const MUTATION_SCOPES: Record<string, ScopeName> = Object.fromEntries(
  (Object.values(AREAS) as AreaDecl[]).flatMap((area) => Object.keys(area.mutations).map((name) => [name, area.scope])),
);

export const MUTATION_DECLS = merge('mutations') as unknown as MutationDecls;
export const AREA_TABLES = merge('tables') as unknown as { [T in keyof AllTables]: AllTables[T] };
