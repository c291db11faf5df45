import { MUTATIONS, type MutationName } from '@contract/sync/mutations';
import { z } from 'zod';

/** A save's fields as a dialog gives them: the mutation's args without the row id and the school. */
export type BusFormFields<N extends MutationName> = Omit<z.output<(typeof MUTATIONS)[N]>, 'id' | 'schoolId'>;

/**
 * A bus save's rules read from a dialog's values: `toArgs` turns what Mantine holds (select strings, switches,
 * number inputs' '' when empty) into the mutation's fields, then the contract's schema checks them, so every
 * message is the server's.
 */
export const busFormSchema = <N extends MutationName>(name: N, toArgs: (values: Record<string, unknown>) => Record<string, unknown>) => {
  const args = MUTATIONS[name] as z.ZodObject;
  // zod refuses to omit a key the object lacks (the settings row has no id).
  const keys = Object.fromEntries(['id', 'schoolId'].filter((k) => k in args.shape).map((k) => [k, true]));
  return z.preprocess((v) => toArgs(v as Record<string, unknown>), args.omit(keys as never)) as unknown as z.ZodType<BusFormFields<N>>;
};

/** A number field's value, or undefined when it is empty (the schema then says what is missing). */
export const numberOrUndefined = (v: unknown): number | undefined => (v === '' || v === null || v === undefined ? undefined : Number(v));
/** A date field's value, or null when it is cleared. */
export const dayOrNull = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
