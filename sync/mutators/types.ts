import type { AreaMutationName, AreaName, DomainAreaName, DomainName } from '@contract/areas';
import type { MutationArgs, MutationName } from '@contract/sync/mutations';
import type { MutatorTx } from '../mutator-tx';

/**
 * The client half of one mutation: the same effect the server's service has, applied to the replica. It must
 * check before it writes (throw MutationError with the server's wording, leaving nothing half-done) and be
 * deterministic, because rebase re-runs it on top of every newer server state until the server confirms it.
 */
export type Mutator<N extends MutationName> = (tx: MutatorTx, args: MutationArgs<N>) => Promise<void>;
export type MutatorMap = { [N in MutationName]: Mutator<N> };
/** The client mutators of one area (contract/areas.ts). */
export type AreaMutators<A extends AreaName> = Pick<MutatorMap, AreaMutationName<A> & MutationName>;
/** The client mutators of one domain (sync/mutators/<domain>/index.ts): every area its contract list names. */
export type DomainMutators<D extends DomainName> = { [A in DomainAreaName<D>]: AreaMutators<A & AreaName> };
