import type { AreaName } from '@contract';
import { classChatMutators } from './class-chat';
import { classMutators } from './classes';
import { fileMutators } from './files';
import { studentMutators } from './students';
import type { AreaMutators, MutatorMap } from './types';
import { websiteMutators } from './website';

/** Each area's client mutators (sync/mutators/<area>.ts): an area, or a mutation of one, left out is a type error. */
const BY_AREA: { [A in AreaName]: AreaMutators<A> } = {
  schoolRecords: { ...classMutators, ...studentMutators },
  website: websiteMutators,
  classChat: classChatMutators,
  files: fileMutators,
};

/** Mutation name → its client mutator, what mutate and rebase run. */
export const MUTATORS = Object.assign({}, ...Object.values(BY_AREA)) as MutatorMap;
