import type { z } from 'zod';
import { dropEmpty } from '@contract';
import { AppError } from './app-error';

/** Parses input with a contract schema; the first issue's (Chinese) message becomes a 400. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw AppError.badRequest(result.error.issues[0]?.message);
}

/** Query strings: empty, null and undefined parameters are dropped before validation (SPEC §5, last rule). */
export const parseQuery = <T extends z.ZodType>(schema: T, query: unknown): z.infer<T> =>
  parseInput(schema, dropEmpty((query ?? {}) as Record<string, unknown>));
