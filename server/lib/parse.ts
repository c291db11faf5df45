import type { z } from 'zod';
import { dropEmpty, FieldMsg, holdsNul } from '@contract';
import { AppError } from './app-error';

export interface ParseOptions<T> {
  /**
   * The part of the parsed input to check for NUL, when the rest is carried to be parsed on its own: the sync push's
   * mutations' args each go through `parseInput` as their mutation runs, so one bad mutation is rejected alone and
   * never refuses the push (which would hold back the queue behind it).
   */
  checked?: (data: T) => unknown;
}

/**
 * Parses input with a contract schema; the first issue's (Chinese) message becomes a 400. A NUL anywhere in what the
 * schema lets through is a 400 too (内容包含无效字符): PostgreSQL cannot store one, and a field the schema types as any
 * string (a search box) or leaves free (a form's record) would otherwise carry it to the database as a 500.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown, { checked }: ParseOptions<z.infer<T>> = {}): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw AppError.badRequest(result.error.issues[0]?.message);
  if (holdsNul(checked ? checked(result.data) : result.data)) throw AppError.badRequest(FieldMsg.badChars);
  return result.data;
}

/** Query strings: empty, null and undefined parameters are dropped before validation (SPEC §5, last rule). */
export const parseQuery = <T extends z.ZodType>(schema: T, query: unknown): z.infer<T> =>
  parseInput(schema, dropEmpty((query ?? {}) as Record<string, unknown>));
