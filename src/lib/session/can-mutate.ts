import { MUTATION_DECLS } from '@contract/areas';
import type { MutationName } from '@contract/sync/mutations';
import { useCan } from './can';

/**
 * Whether a sync mutation would be allowed: the permission its area declares (never a copy of it). Apart from
 * can.ts because it reads every area's declarations, which the signed-in guard (and so the first load) need not carry.
 */
export function useCanMutate(name: MutationName): boolean {
  return useCan(MUTATION_DECLS[name].permission);
}
