import { type AreaName, isMutationName, MUTATION_DECLS, MUTATIONS, type MutationArgs, type MutationName } from '@contract';
import { AppError } from '../lib/app-error';
import { parseInput } from '../lib/parse';
import { APPROVALS_MUTATORS } from './org/approvals/approvals-mutators';
import { ATTENDANCE_MUTATORS } from './attendance/children/attendance-mutators';
import { BUS_MUTATORS } from './bus/fleet/bus-mutators';
import { BUS_RIDERS_MUTATORS, BUS_TRIPS_MUTATORS } from './bus/trips/bus-trips-mutators';
import { recordTripTaps } from './bus/trips/record-trip-tap';
import { CLASS_CHAT_MUTATORS } from './site/class-chat/class-chat-mutators';
import { ENROLMENT_MUTATORS } from './people/enrolment/enrolment-mutators';
import { FINANCE_MUTATORS } from './finance/fees/finance-mutators';
import { EXPENSES_MUTATORS } from './finance/expenses/expenses-mutators';
import { FINANCE_BOOKS_MUTATORS } from './finance/books/finance-books-mutators';
import { FINANCE_REMINDERS_MUTATORS } from './finance/reminders/finance-reminders-mutators';
import { OTHER_INCOME_MUTATORS } from './finance/income/other-income-mutators';
import { REFUNDS_MUTATORS } from './finance/refunds/refunds-mutators';
import { BILLING_MUTATORS } from './finance/bills/billing-mutators';
import { SALARIES_MUTATORS } from './finance/salaries/salaries-mutators';
import type { AreaServices, Service, Services } from './area-services';
import type { AuthedContext } from './context';
import { requirePermission } from './permissions/require-permission';
import { SCHOOL_RECORDS_MUTATORS } from './people/school-records/school-records-mutators';
import { SEALS_MUTATORS } from './org/seals/seals-mutators';
import { STAFF_ATTENDANCE_MUTATORS } from './attendance/staff/staff-attendance-mutators';
import { STAFF_RECORDS_MUTATORS } from './people/staff/staff-records-mutators';
import { FILES_MUTATORS } from './uploads/files-mutators';
import { WEBSITE_MUTATORS } from './site/website/website-mutators';

/** Area → its mutation services; push and the REST routes run the very same ones. An area left out is a type error. */
const BY_AREA: { [A in AreaName]: AreaServices<A> } = {
  schoolRecords: SCHOOL_RECORDS_MUTATORS,
  website: WEBSITE_MUTATORS,
  classChat: CLASS_CHAT_MUTATORS,
  files: FILES_MUTATORS,
  attendance: ATTENDANCE_MUTATORS,
  staffAttendance: STAFF_ATTENDANCE_MUTATORS,
  staffRecords: STAFF_RECORDS_MUTATORS,
  approvals: APPROVALS_MUTATORS,
  seals: SEALS_MUTATORS,
  enrolment: ENROLMENT_MUTATORS,
  finance: FINANCE_MUTATORS,
  financeBooks: FINANCE_BOOKS_MUTATORS,
  financeReminders: FINANCE_REMINDERS_MUTATORS,
  expenses: EXPENSES_MUTATORS,
  otherIncome: OTHER_INCOME_MUTATORS,
  refunds: REFUNDS_MUTATORS,
  billing: BILLING_MUTATORS,
  salaries: SALARIES_MUTATORS,
  bus: BUS_MUTATORS,
  busRiders: BUS_RIDERS_MUTATORS,
  busTrips: BUS_TRIPS_MUTATORS,
};
const SERVICES = Object.assign({}, ...Object.values(BY_AREA)) as Services;

/**
 * Mutations a push may apply many at a time: a run of them in a push (a bus teacher's offline taps: hundreds) goes
 * to one call that checks and writes them together, each stored or refused exactly as its own service would.
 */
type BatchService<N extends MutationName> = (ctx: AuthedContext, args: MutationArgs<N>[]) => Promise<Array<unknown>>;
const BATCHES: { [N in MutationName]?: BatchService<N> } = {
  'busTrip.tap': recordTripTaps,
};

export const isBatched = (name: string): boolean => isMutationName(name) && BATCHES[name] !== undefined;

/** The args as the contract parses them, once the member may make this change in the school they name. */
async function checkMutation(ctx: AuthedContext, name: MutationName, rawArgs: unknown) {
  const args = parseInput(MUTATIONS[name], rawArgs);
  await requirePermission(ctx, (args as { schoolId: number }).schoolId, MUTATION_DECLS[name].permission, { write: true });
  return args;
}

/**
 * Validates the args with the contract schema, checks the member may make this change in the school it names
 * (its declared permission; never in an expired school), and runs the mutation's service. Call inside a
 * transaction.
 */
export async function runMutation(ctx: AuthedContext, name: string, rawArgs: unknown): Promise<unknown> {
  if (!isMutationName(name)) throw AppError.badRequest('不支持的操作');
  const args = await checkMutation(ctx, name, rawArgs);
  return (SERVICES[name] as Service<typeof name>)(ctx, args as never);
}

/**
 * Runs several mutations of a batched name as one call: per mutation, the AppError that refused it (its input, its
 * permission, its service's checks) or null when it was applied. Anything else thrown is for the caller to roll back.
 */
export async function runMutationBatch(ctx: AuthedContext, name: string, rawArgs: readonly unknown[]): Promise<Array<AppError | null>> {
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
