import { z } from 'zod';

/**
 * Rows of the replicated tables, exactly as the server sends them in pull changes and the client stores them.
 * Every row has a UUIDv7 `id` and the `schoolId` that scopes it.
 */
export const classRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  /** Kindergarten 0 big … 5 pre-school; primary 1–6 (SPEC §3 enumerations). */
  grade: z.number().int(),
  sort: z.number().int(),
  headTeacher: z.string(),
});
export type ClassRow = z.infer<typeof classRowSchema>;

export const studentRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  classId: z.uuid(),
  name: z.string(),
  /** 1 boy, 2 girl. */
  gender: z.union([z.literal(1), z.literal(2)]),
  /** Year-month-day (SPEC §3). */
  birthday: z.string(),
  /** 1 enrolled. */
  status: z.number().int(),
});
export type StudentRow = z.infer<typeof studentRowSchema>;

/** The one list of replicated tables: name → row schema. A feature adds its table here (and indexes in sync/). */
export const REPLICATED_TABLES = {
  classes: classRowSchema,
  students: studentRowSchema,
} as const;
export type ReplicatedTable = keyof typeof REPLICATED_TABLES;
export type RowOf<T extends ReplicatedTable> = z.infer<(typeof REPLICATED_TABLES)[T]>;
export const REPLICATED_TABLE_NAMES = Object.keys(REPLICATED_TABLES) as ReplicatedTable[];
