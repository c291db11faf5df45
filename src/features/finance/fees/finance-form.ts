import { MUTATIONS, type MutationName } from '@contract/sync/mutations';
import { z } from 'zod';

/** A save's fields as a dialog gives them: the mutation's args without the row id and the school. */
export type FinanceFormFields<N extends MutationName> = Omit<z.output<(typeof MUTATIONS)[N]>, 'id' | 'schoolId'>;

/**
 * A finance save's rules read from a dialog's values: `toArgs` turns what the form holds (yuan as typed, select
 * strings) into the mutation's fields, then the contract's schema checks them, so every message is the server's.
 */
export const financeFormSchema = <N extends MutationName>(
  name: N,
  toArgs: (values: Record<string, unknown>) => Record<string, unknown>,
  /** The fields' schema when the args carry refinements (zod cannot omit from those): the contract's own. */
  fields?: z.ZodType,
) => {
  const args = MUTATIONS[name] as z.ZodObject;
  const checked = fields ?? args.omit({ id: true, schoolId: true } as never);
  return z.preprocess((v) => toArgs(v as Record<string, unknown>), checked) as unknown as z.ZodType<FinanceFormFields<N>>;
};
