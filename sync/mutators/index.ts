import type { AreaName } from '@contract/areas';
import { approvalMutators } from './org/approvals';
import { attendanceMutators } from './attendance/children';
import { busMutators } from './bus/fleet';
import { busRiderMutators, busTripMutators } from './bus/trips';
import { staffAttendanceMutators } from './attendance/staff';
import { sealMutators } from './org/seals';
import { staffRecordMutators } from './people/staff';
import { classChatMutators } from './site/class-chat';
import { classMutators } from './people/classes';
import { enrolmentMutators } from './people/enrolment';
import { financeMutators } from './finance/fees';
import { expenseMutators } from './finance/expenses';
import { financeBookMutators } from './finance/books';
import { financeReminderMutators } from './finance/reminders';
import { otherIncomeMutators } from './finance/income';
import { refundMutators } from './finance/refunds';
import { billingMutators } from './finance/bills';
import { salaryMutators } from './finance/salaries';
import { fileMutators } from './files';
import { guardianMutators } from './people/guardians';
import { studentMutators } from './people/students';
import type { AreaMutators, MutatorMap } from './types';
import { websiteMutators } from './site/website';

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
  financeReminders: financeReminderMutators,
  expenses: expenseMutators,
  otherIncome: otherIncomeMutators,
  refunds: refundMutators,
  billing: billingMutators,
  salaries: salaryMutators,
  bus: busMutators,
  busRiders: busRiderMutators,
  busTrips: busTripMutators,
};

/** Mutation name → its client mutator, what mutate and rebase run. */
export const MUTATORS = Object.assign({}, ...Object.values(BY_AREA)) as MutatorMap;
