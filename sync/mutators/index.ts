import type { DomainName } from '@contract/areas';
import { ATTENDANCE_MUTATORS } from './attendance';
import { BUS_MUTATORS } from './bus';
import { fileMutators } from './files';
import { FINANCE_MUTATORS } from './finance';
import { HEALTH_MUTATORS } from './health';
import { ORG_MUTATORS } from './org';
import { PEOPLE_MUTATORS } from './people';
import { SITE_MUTATORS } from './site';
import type { DomainMutators, MutatorMap } from './types';

/** Each domain's client mutators (sync/mutators/<domain>/index.ts): a domain, an area or a mutation left out is a type error. */
const BY_DOMAIN: { [D in DomainName]: DomainMutators<D> } = {
  people: PEOPLE_MUTATORS,
  attendance: ATTENDANCE_MUTATORS,
  org: ORG_MUTATORS,
  finance: FINANCE_MUTATORS,
  bus: BUS_MUTATORS,
  site: SITE_MUTATORS,
  health: HEALTH_MUTATORS,
  platform: { files: fileMutators },
};

/** Mutation name → its client mutator, what mutate and rebase run. */
export const MUTATORS = Object.assign({}, ...Object.values(BY_DOMAIN).flatMap((areas) => Object.values(areas))) as MutatorMap;
