import { type AreaName, isMutationName, MUTATION_DECLS, MUTATIONS } from '@contract';
import { AppError } from '../lib/app-error';
import { parseInput } from '../lib/parse';
import { ATTENDANCE_MUTATORS } from './attendance/attendance-mutators';
import { BUS_MUTATORS } from './bus/bus-mutators';
import { BUS_RIDERS_MUTATORS, BUS_TRIPS_MUTATORS } from './bus-trips/bus-trips-mutators';
import { CLASS_CHAT_MUTATORS } from './class-chat/class-chat-mutators';
import { ENROLMENT_MUTATORS } from './enrolment/enrolment-mutators';
import type { AreaServices, Service, Services } from './area-services';
import type { AuthedContext } from './context';
import { requirePermission } from './permissions/require-permission';
import { SCHOOL_RECORDS_MUTATORS } from './school-records/school-records-mutators';
import { STAFF_ATTENDANCE_MUTATORS } from './staff-attendance/staff-attendance-mutators';
import { FILES_MUTATORS } from './uploads/files-mutators';
import { WEBSITE_MUTATORS } from './website/website-mutators';

/** Area → its mutation services; push and the REST routes run the very same ones. An area left out is a type error. */
const BY_AREA: { [A in AreaName]: AreaServices<A> } = {
  schoolRecords: SCHOOL_RECORDS_MUTATORS,
  website: WEBSITE_MUTATORS,
  classChat: CLASS_CHAT_MUTATORS,
  files: FILES_MUTATORS,
  attendance: ATTENDANCE_MUTATORS,
  staffAttendance: STAFF_ATTENDANCE_MUTATORS,
  enrolment: ENROLMENT_MUTATORS,
  bus: BUS_MUTATORS,
  busRiders: BUS_RIDERS_MUTATORS,
  busTrips: BUS_TRIPS_MUTATORS,
};
const SERVICES = Object.assign({}, ...Object.values(BY_AREA)) as Services;

/**
 * Validates the args with the contract schema, checks the member may make this change in the school it names
 * (its declared permission; never in an expired school), and runs the mutation's service. Call inside a
 * transaction.
 */
export async function runMutation(ctx: AuthedContext, name: string, rawArgs: unknown): Promise<unknown> {
  if (!isMutationName(name)) throw AppError.badRequest('不支持的操作');
  const args = parseInput(MUTATIONS[name], rawArgs);
  await requirePermission(ctx, (args as { schoolId: number }).schoolId, MUTATION_DECLS[name].permission, { write: true });
  return (SERVICES[name] as Service<typeof name>)(ctx, args as never);
}
