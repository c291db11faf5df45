import type { ReplicatedTable } from '@contract/sync/tables';

/**
 * The replica's Dexie schema: one index string per replicated table the areas declare (contract/areas.ts), so a
 * declared table without one is a type error. Every table's primary key is `id` and it must index `schoolId`
 * (purge and reset clear a school by it). A table or index added here needs no version: devices add it when they
 * open the replica. Deleting a table, or changing an index's kind or key path, needs an upgrade in
 * sync/replica-upgrades.ts.
 */

export const TABLES = {
  classes: 'id, schoolId',
  students: 'id, schoolId, classId',
  classHistory: 'id, schoolId, classId',
  promotionPlans: 'id, schoolId',
  guardians: 'id, schoolId, studentId',
  studentExceptions: 'id, schoolId, studentId',
  enrolments: 'id, schoolId',
  siteBanners: 'id, schoolId',
  siteNotices: 'id, schoolId',
  siteMembers: 'id, schoolId',
  siteDynamics: 'id, schoolId',
  files: 'id, schoolId',
  classChats: 'id, schoolId',
  chatRecords: 'id, schoolId, classId',
  attendanceEvents: 'id, schoolId, [classId+day], [studentId+day], [schoolId+day], day, hlc',
  staff: 'id, schoolId',
  staffAttendanceEvents: 'id, schoolId, [schoolId+day], [userId+day], day, hlc',
  staffProfiles: 'id, schoolId',
  staffCredentials: 'id, schoolId, userId',
  seals: 'id, schoolId',
  sealUses: 'id, schoolId, sealId',
  busDrivers: 'id, schoolId',
  busCars: 'id, schoolId',
  busStops: 'id, schoolId',
  busRoutes: 'id, schoolId',
  busSettings: 'id, schoolId',
  busFuelCards: 'id, schoolId',
  busRiders: 'id, schoolId, routeId, studentId',
  busTripEvents: 'id, schoolId, [routeId+day], [schoolId+day], day, studentId, hlc',
  busLines: 'id, schoolId',
  busCompanies: 'id, schoolId',
  feeItems: 'id, schoolId',
  feeStructures: 'id, schoolId, classId',
  discounts: 'id, schoolId',
  approvalTemplates: 'id, schoolId',
  bookEntries: 'id, schoolId',
  expenseReminders: 'id, schoolId',
  bills: 'id, schoolId, classId, studentId, state',
  payments: 'id, schoolId, billId, paidAt',
  expenseProjects: 'id, schoolId',
  reimbursements: 'id, schoolId, state',
  incomeProjects: 'id, schoolId',
  otherIncomes: 'id, schoolId',
  salaryTemplates: 'id, schoolId',
  salaryMonths: 'id, schoolId, month',
  salarySlips: 'id, schoolId, monthId',
  refundItems: 'id, schoolId',
  refundGroups: 'id, schoolId',
  refundRecords: 'id, schoolId, studentId',
} as const satisfies Record<ReplicatedTable, string>;

/** The replica's own derived table of attendance summaries (sync/attendance-days.ts): client-only, never synced. */
export const ATTENDANCE_DAYS = 'attendanceDays';
