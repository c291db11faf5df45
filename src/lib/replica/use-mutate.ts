import type { MutationName } from '@contract/sync/mutations';
import { MutationError, StorageFullError } from '@sync/errors';
import { type MutationInput, mutate } from '@sync/mutate';
import { useCallback } from 'react';
import { notify } from '@/lib/notify';
import { useReplica } from './replica';

/**
 * Changes business data the offline-first way: validated, applied to the replica and queued in one step, online or
 * not. Resolves true when saved; on invalid input or a full disk it shows the Chinese reason and changes nothing.
 */
export function useMutate() {
  const { db } = useReplica();
  return useCallback(
    async <N extends MutationName>(name: N, input: MutationInput<N>): Promise<boolean> => {
      if (!db) return false;
      try {
        await mutate(db, name, input);
        return true;
      } catch (e) {
        if (e instanceof MutationError || e instanceof StorageFullError) {
          notify.error(e.message);
          return false;
        }
        throw e;
      }
    },
    [db],
  );
}
