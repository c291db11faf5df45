import type { AreaMutationName, AreaName, DomainAreaName, DomainName, MutationArgs, MutationName } from '@contract';
import type { AuthedContext } from './context';

/** The server half of a mutation: the service its REST route runs, which push runs too. */
export type Service<N extends MutationName> = (ctx: AuthedContext, args: MutationArgs<N>) => Promise<unknown>;
export type Services = { [N in MutationName]: Service<N> };
/** One area's map (server/services/<area>/<area>-mutators.ts): every mutation its contract file declares. */
export type AreaServices<A extends AreaName> = Pick<Services, AreaMutationName<A> & MutationName>;
/** One domain's maps (server/services/<domain>/mutators.ts): every area its contract list names. */
export type DomainServices<D extends DomainName> = { [A in DomainAreaName<D>]: AreaServices<A & AreaName> };
