import { classChatMutators } from './mutators/class-chat';
import { classMutators } from './mutators/classes';
import { fileMutators } from './mutators/files';
import { studentMutators } from './mutators/students';
import { websiteMutators } from './mutators/website';
import type { MutatorMap } from './mutators/types';

/** Every feature's mutators (contract/sync/mutations.ts); its Dexie table goes in sync/tables.ts. */
export const MUTATORS: MutatorMap = {
  ...classMutators,
  ...studentMutators,
  ...websiteMutators,
  ...fileMutators,
  ...classChatMutators,
};
