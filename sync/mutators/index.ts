import type { AreaName } from '@contract/areas';
import { approvalMutators } from './approvals';
import { attendanceMutators } from './attendance';
import { busMutators } from './bus';
import { busRiderMutators, busTripMutators } from './bus-trips';
import { staffAttendanceMutators } from './staff-attendance';
import { sealMutators } from './seals';
import { staffRecordMutators } from './staff-records';
import { classChatMutators } from './class-chat';
import { classMutators } from './classes';
import { enrolmentMutators } from './enrolment';
import { financeMutators } from './finance';
import { financeBookMutators } from './finance-books';
import { refundMutators } from './refunds';
import { billingMutators } from './billing';
import { fileMutators } from './files';
import { guardianMutators } from './guardians';
import { studentMutators } from './students';
import type { AreaMutators, MutatorMap } from './types';
import { websiteMutators } from './website';

/** Each area's client mutators (sync/mutators/<area>.ts): an area, or a mutation of one, left out is a type error. */
const BY_AREA: { [A in AreaName]: AreaMutators<A> } = {
  schoolRecords: { ...classMutators, ...studentMutators, ...guardianMutators },
  website: websiteMutators,
  classChat: classChatMutators,
  files: fileMutators,
  attendance: attendanceMutators,
  staffAttendance: staffAttendanceMutators,
  staffRecords: staffRecordMutators,
  approvals: approvalMutators,
  seals: sealMutators,
  enrolment: enrolmentMutators,
  finance: financeMutators,
  financeBooks: financeBookMutators,
  refunds: refundMutators,
  billing: billingMutators,
  bus: busMutators,
  busRiders: busRiderMutators,
  busTrips: busTripMutators,
};

/** Mutation name → its client mutator, what mutate and rebase run. */
export const MUTATORS = Object.assign({}, ...Object.values(BY_AREA)) as MutatorMap;
