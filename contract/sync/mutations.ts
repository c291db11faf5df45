import type { z } from 'zod';
import { MUTATION_DECLS, type MutationDecls } from '../areas';

/**
 * Every mutation the app can make offline: name → args schema, derived from the areas (contract/areas.ts). The
 * client validates with it before the optimistic change; the server validates again and runs the same service as
 * the REST route of that operation.
 */
export const MUTATIONS = Object.fromEntries(Object.entries(MUTATION_DECLS).map(([name, decl]) => [name, decl.args])) as {
  [N in keyof MutationDecls]: MutationDecls[N]['args'];
};

export type MutationName = keyof typeof MUTATIONS & string;
export type MutationArgs<N extends MutationName> = z.infer<(typeof MUTATIONS)[N]>;
export const isMutationName = (name: string): name is MutationName => Object.hasOwn(MUTATIONS, name);

/** The Chinese action a queued mutation is shown as (the sync panel), or undefined for an unknown name. */
export const mutationLabel = (name: string): string | undefined => (isMutationName(name) ? MUTATION_DECLS[name].label : undefined);
