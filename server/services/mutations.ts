import { isMutationName, MUTATION_DECLS, MUTATIONS, type MutationArgs, type MutationName } from '@contract';
import { AppError } from '../lib/app-error';
import { parseInput } from '../lib/parse';
import type { Service, Services } from './area-services';
import { recordTripTaps } from './bus/trips/record-trip-tap';
import type { AuthedContext } from './context';
import { requirePermission } from './permissions/require-permission';

/**
 * Mutations a push may apply many at a time: a run of them in a push (a bus teacher's offline taps: hundreds) goes
 * to one call that checks and writes them together, each stored or refused exactly as its own service would.
 */
type BatchService<N extends MutationName> = (ctx: AuthedContext, args: MutationArgs<N>[]) => Promise<Array<unknown>>;
const BATCHES: { [N in MutationName]?: BatchService<N> } = {
  'busTrip.tap': recordTripTaps,
};

/** The args as the contract parses them, once the member may make this change in the school they name. */
async function checkMutation(ctx: AuthedContext, name: MutationName, rawArgs: unknown) {
  const args = parseInput(MUTATIONS[name], rawArgs);
  await requirePermission(ctx, (args as { schoolId: number }).schoolId, MUTATION_DECLS[name].permission, { write: true });
  return args;
}

/**
 * Every mutation's service behind the contract's checks; push and the REST routes run the very same ones. The app
 * makes one from the domains' lists (server/routes/index.ts), which sit above the services they name.
 */
export class Mutations {
  constructor(private readonly services: Services) {}

  isBatched(name: string): boolean {
    return isMutationName(name) && BATCHES[name] !== undefined;
  }

  /**
   * Validates the args with the contract schema, checks the member may make this change in the school it names
   * (its declared permission; never in an expired school), and runs the mutation's service. Call inside a
   * transaction.
   */
  async run(ctx: AuthedContext, name: string, rawArgs: unknown): Promise<unknown> {
    if (!isMutationName(name)) throw AppError.badRequest('不支持的操作');
    const args = await checkMutation(ctx, name, rawArgs);
    return (this.services[name] as Service<typeof name>)(ctx, args as never);
  }

  /**
   * Runs several mutations of a batched name as one call: per mutation, the AppError that refused it (its input, its
   * permission, its service's checks) or null when it was applied. Anything else thrown is for the caller to roll
   * back.
   */
  async runBatch(ctx: AuthedContext, name: string, rawArgs: readonly unknown[]): Promise<Array<AppError | null>> {
    const batch = isMutationName(name) ? (BATCHES[name] as BatchService<typeof name> | undefined) : undefined;
    if (!batch || !isMutationName(name)) throw new Error(`${name} is not a batched mutation`);
    const refusals: Array<AppError | null> = rawArgs.map(() => null);
    const checked: Array<{ at: number; args: MutationArgs<typeof name> }> = [];
    for (const [at, raw] of rawArgs.entries()) {
      try {
        checked.push({ at, args: (await checkMutation(ctx, name, raw)) as MutationArgs<typeof name> });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        refusals[at] = e;
      }
    }
    const outcomes =
      checked.length > 0
        ? await batch(
            ctx,
            checked.map((c) => c.args),
          )
        : [];
    outcomes.forEach((outcome, k) => {
      const at = (checked[k] as { at: number }).at;
      if (outcome instanceof AppError) refusals[at] = outcome;
    });
    return refusals;
  }
}
