import type { AreaDecl } from './area';
import { APPROVALS } from './org/approvals';
import { ATTENDANCE } from './attendance/children';
import { BUS } from './bus/fleet';
import { BUS_RIDERS, BUS_TRIPS } from './bus/trips';
import { CLASS_CHAT } from './site/class-chat';
import { ENROLMENT } from './people/enrolment';
import { BILLING } from './finance/bills';
import { FINANCE } from './finance/fees';
import { FINANCE_BOOKS } from './finance/books';
import { FINANCE_REMINDERS } from './finance/reminders';
import { EXPENSES } from './finance/expenses';
import { OTHER_INCOME } from './finance/income';
import { REFUNDS } from './finance/refunds';
import type { ScopeName } from './scopes';
import { FILES } from './uploads';
import { SALARIES } from './finance/salaries';
import { SCHOOL_RECORDS } from './people/school-records';
import { SEALS } from './org/seals';
import { STAFF_ATTENDANCE } from './attendance/staff';
import { STAFF_RECORDS } from './people/staff';
import { WEBSITE } from './site/website';

/**
 * Every business area, by name. Adding an area is writing its contract file (see contract/area.ts) and listing
 * it here; mutations, replicated tables, sync panel labels and operation-log modules all derive from this.
 */
export const AREAS = {
  // In menu order: the operation log's 模块 filter lists the modules so.
  schoolRecords: SCHOOL_RECORDS,
  enrolment: ENROLMENT,
  attendance: ATTENDANCE,
  staffAttendance: STAFF_ATTENDANCE,
  staffRecords: STAFF_RECORDS,
  approvals: APPROVALS,
  seals: SEALS,
  finance: FINANCE,
  billing: BILLING,
  refunds: REFUNDS,
  financeBooks: FINANCE_BOOKS,
  otherIncome: OTHER_INCOME,
  expenses: EXPENSES,
  financeReminders: FINANCE_REMINDERS,
  salaries: SALARIES,
  bus: BUS,
  busRiders: BUS_RIDERS,
  busTrips: BUS_TRIPS,
  website: WEBSITE,
  classChat: CLASS_CHAT,
  files: FILES,
} as const satisfies Record<string, AreaDecl>;
export type AreaName = keyof typeof AREAS;
export const AREA_NAMES = Object.keys(AREAS) as AreaName[];

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
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
