import { MUTATIONS } from '@contract/sync/mutations';
import { z } from 'zod';

/** A select's value as the code it holds, or null when cleared. */
export const codeOrNull = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));
/** A date field's value, or null when it is cleared. */
export const dayOrNull = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
/** A code as a select holds it. */
export const codeText = (v: number | null | undefined): string | null => (v === null || v === undefined ? null : String(v));

/** The options of a select from an enumeration's labels. */
export const optionsOf = (labels: Record<number, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * A save's rules read from a dialog's values: `toArgs` turns what Mantine holds (select strings, '' when empty)
 * into the mutation's whole args (the school and member included), then the contract's schema checks them, so
 * every message is the server's.
 */
export const staffFormSchema = <N extends 'staffProfile.save' | 'staffProfile.setStatus' | 'staffCredential.save'>(
  name: N,
  toArgs: (values: Record<string, unknown>) => Record<string, unknown>,
) => z.preprocess((v) => toArgs(v as Record<string, unknown>), MUTATIONS[name]) as unknown as z.ZodType<z.output<(typeof MUTATIONS)[N]>>;
