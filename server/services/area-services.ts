import type { AreaMutationName, AreaName, MutationArgs, MutationName } from '@contract';
import type { AuthedContext } from './context';

/** The server half of a mutation: the service its REST route runs, which push runs too. */
export type Service<N extends MutationName> = (ctx: AuthedContext, args: MutationArgs<N>) => Promise<unknown>;
export type Services = { [N in MutationName]: Service<N> };
/**
 * One area's map (server/services/<domain>/<area>/<area>-mutators.ts): every mutation its contract file declares;
 * server/routes/<domain>/index.ts lists it with the area's routes.
 */
export type AreaServices<A extends AreaName> = Pick<Services, AreaMutationName<A> & MutationName>;
