import { schoolFinanceRows } from '../../../server/services/finance/kernel/finance-rows';
import { bills, payments, salaryMonths, salarySlips, salaryTemplates } from '../../../server/db/schema';
import { toSalaryMonthRow, toSalarySlipRow, toSalaryTemplateRow } from '../../../server/replication/finance/salary-rows';
import { toBillRow, toPaymentRow } from '../../../server/replication/finance/bill-rows';
import { eq } from 'drizzle-orm';
import { vaccineChecks, vaccineDoses } from '../../../server/db/schema/health/vaccinations';
import { toVaccineCheckRow, toVaccineDoseRow } from '../../../server/replication/health/vaccinations-rows';
import {
  REPLICATED_TABLE_NAMES,
  type ReplicatedTable,
  type RowOf,
  rowDay,
  syncWindowStart,
  TABLE_SCOPES,
  windowDateField,
} from '@contract';
import type { Db } from '../../../server/db/client';
import { toAttendanceEventRow } from '../../../server/replication/attendance/children-rows';
import { healthChecks, illnessFollowUps, outbreakWarnings } from '../../../server/db/schema/health/checks';
import { toHealthCheckRow, toIllnessFollowUpRow, toOutbreakWarningRow } from '../../../server/replication/health/checks-rows';
import { checkups, healthProfiles } from '../../../server/db/schema/health/health-records';
import { toCheckupRow, toHealthProfileRow } from '../../../server/replication/health/health-records-rows';
import { toSealRow, toSealUseRow } from '../../../server/replication/org/seal-rows';
import { staffProfileRows, toStaffCredentialRow } from '../../../server/replication/people/staff-rows';
import { staffRows, toStaffAttendanceEventRow } from '../../../server/replication/attendance/staff-rows';
import { medicationDoses, medicationOrders } from '../../../server/db/schema/health/medication';
import { toMedicationDoseRow, toMedicationOrderRow } from '../../../server/replication/health/medication-rows';
import {
  attendanceEvents,
  bookEntries,
  expenseReminders,
  incomeProjects,
  otherIncomes,
  refundGroups,
  refundItems,
  refundRecords,
  staffAttendanceEvents,
  staffCredentials,
  chatRecords,
  classChats,
  classes,
  classHistory,
  enrolments,
  files,
  guardians,
  promotionPlans,
  studentExceptions,
  students,
  busCompanies,
  busSettings,
  sealUses,
  seals,
  busRiders,
  busTripEvents,
  syncClients,
  syncRejections,
  approvalTemplates,
} from '../../../server/db/schema';
import { toEnrolmentRow } from '../../../server/replication/people/enrolment-rows';
import { toApprovalTemplateRow } from '../../../server/replication/org/approval-rows';
import { toBookEntryRow } from '../../../server/replication/finance/book-rows';
import { toExpenseReminderRow } from '../../../server/replication/finance/reminder-rows';
import { toExpenseProjectRow, toReimbursementRow } from '../../../server/replication/finance/expense-rows';
import { expenseProjects, reimbursements } from '../../../server/db/schema';
import { toIncomeProjectRow, toOtherIncomeRow } from '../../../server/replication/finance/income-rows';
import { toRefundGroupRow, toRefundItemRow, toRefundRecordRow } from '../../../server/replication/finance/refund-rows';
import { toBusCompanyRow, toBusSettingsRow } from '../../../server/replication/bus/fleet-rows';
import { toBusRiderRow, toBusTripEventRow } from '../../../server/replication/bus/trip-rows';
import { schoolBusRows } from '../../../server/services/bus/fleet/bus-rows';
import { toClassHistoryRow, toPromotionPlanRow } from '../../../server/replication/people/promotion-rows';
import { toChatRecordRow, toClassChatRow } from '../../../server/replication/site/class-chat-rows';
import { toFileRow } from '../../../server/services/uploads/create-file-record';
import { SITE_KINDS } from '../../../server/services/site/website/site-kinds';
import { toClassRow, toGuardianRow, toStudentExceptionRow, toStudentRow } from '../../../server/replication/people/school-record-rows';
import type { SyncDb } from '../../../sync/db';
import type { TestApp } from '../../server/helpers/test-app';

const byId = (a: { id: unknown }, b: { id: unknown }) => String(a.id).localeCompare(String(b.id));
type Replica = { [T in ReplicatedTable]: RowOf<T>[] };

/** A school's replicated rows as the client holds them, every table. */
export async function replicaRows(db: SyncDb, schoolId: number): Promise<Replica> {
  const out: Record<string, unknown[]> = {};
  for (const t of REPLICATED_TABLE_NAMES) out[t] = (await db.table(t).where('schoolId').equals(schoolId).toArray()).sort(byId);
  return out as Replica;
}

/** A school with nothing on the device: every replicated table empty. */
export const noRows = (): Replica => Object.fromEntries(REPLICATED_TABLE_NAMES.map((t) => [t, []])) as unknown as Replica;

/** Each replicated table read straight from the server's database (the authority): a table left out is a type error. */
const SERVER_TABLES: { [T in ReplicatedTable]: (db: Db, schoolId: number) => Promise<RowOf<T>[]> } = {
  classes: async (db, s) => (await db.select().from(classes).where(eq(classes.schoolId, s))).map(toClassRow),
  students: async (db, s) => (await db.select().from(students).where(eq(students.schoolId, s))).map(toStudentRow),
  classHistory: async (db, s) => (await db.select().from(classHistory).where(eq(classHistory.schoolId, s))).map(toClassHistoryRow),
  promotionPlans: async (db, s) => (await db.select().from(promotionPlans).where(eq(promotionPlans.schoolId, s))).map(toPromotionPlanRow),

  guardians: async (db, s) => (await db.select().from(guardians).where(eq(guardians.schoolId, s))).map(toGuardianRow),
  studentExceptions: async (db, s) =>
    (await db.select().from(studentExceptions).where(eq(studentExceptions.schoolId, s))).map(toStudentExceptionRow),
  siteBanners: async (db, s) =>
    (await db.select().from(SITE_KINDS.banner.table).where(eq(SITE_KINDS.banner.table.schoolId, s))).map(SITE_KINDS.banner.toRow),
  siteNotices: async (db, s) =>
    (await db.select().from(SITE_KINDS.notice.table).where(eq(SITE_KINDS.notice.table.schoolId, s))).map(SITE_KINDS.notice.toRow),
  siteMembers: async (db, s) =>
    (await db.select().from(SITE_KINDS.member.table).where(eq(SITE_KINDS.member.table.schoolId, s))).map(SITE_KINDS.member.toRow),
  siteDynamics: async (db, s) =>
    (await db.select().from(SITE_KINDS.dynamic.table).where(eq(SITE_KINDS.dynamic.table.schoolId, s))).map(SITE_KINDS.dynamic.toRow),
  files: async (db, s) => (await db.select().from(files).where(eq(files.schoolId, s))).map(toFileRow),
  classChats: async (db, s) => (await db.select().from(classChats).where(eq(classChats.schoolId, s))).map(toClassChatRow),
  staff: (db, s) => staffRows(db, s),
  staffProfiles: (db, s) => staffProfileRows(db, s),
  approvalTemplates: async (db, s) =>
    (await db.select().from(approvalTemplates).where(eq(approvalTemplates.schoolId, s))).map(toApprovalTemplateRow),
  staffCredentials: async (db, s) =>
    (await db.select().from(staffCredentials).where(eq(staffCredentials.schoolId, s))).map(toStaffCredentialRow),
  seals: async (db, s) => (await db.select().from(seals).where(eq(seals.schoolId, s))).map(toSealRow),
  sealUses: async (db, s) => (await db.select().from(sealUses).where(eq(sealUses.schoolId, s))).map(toSealUseRow),
  staffAttendanceEvents: async (db, s) =>
    (await db.select().from(staffAttendanceEvents).where(eq(staffAttendanceEvents.schoolId, s))).map(toStaffAttendanceEventRow),
  medicationOrders: async (db, s) =>
    (await db.select().from(medicationOrders).where(eq(medicationOrders.schoolId, s))).map(toMedicationOrderRow),
  medicationDoses: async (db, s) =>
    (await db.select().from(medicationDoses).where(eq(medicationDoses.schoolId, s))).map(toMedicationDoseRow),
  attendanceEvents: async (db, s) =>
    (await db.select().from(attendanceEvents).where(eq(attendanceEvents.schoolId, s))).map(toAttendanceEventRow),
  chatRecords: async (db, s) => (await db.select().from(chatRecords).where(eq(chatRecords.schoolId, s))).map(toChatRecordRow),
  enrolments: async (db, s) => (await db.select().from(enrolments).where(eq(enrolments.schoolId, s))).map(toEnrolmentRow),
  feeItems: (db, s) => schoolFinanceRows(db, s, 'feeItems'),
  feeStructures: (db, s) => schoolFinanceRows(db, s, 'feeStructures'),
  discounts: (db, s) => schoolFinanceRows(db, s, 'discounts'),
  bookEntries: async (db, s) => (await db.select().from(bookEntries).where(eq(bookEntries.schoolId, s))).map(toBookEntryRow),
  expenseReminders: async (db, s) =>
    (await db.select().from(expenseReminders).where(eq(expenseReminders.schoolId, s))).map(toExpenseReminderRow),
  expenseProjects: async (db, s) =>
    (await db.select().from(expenseProjects).where(eq(expenseProjects.schoolId, s))).map(toExpenseProjectRow),
  reimbursements: async (db, s) => (await db.select().from(reimbursements).where(eq(reimbursements.schoolId, s))).map(toReimbursementRow),
  bills: async (db, s) => (await db.select().from(bills).where(eq(bills.schoolId, s))).map(toBillRow),
  payments: async (db, s) => (await db.select().from(payments).where(eq(payments.schoolId, s))).map(toPaymentRow),
  incomeProjects: async (db, s) => (await db.select().from(incomeProjects).where(eq(incomeProjects.schoolId, s))).map(toIncomeProjectRow),
  otherIncomes: async (db, s) => (await db.select().from(otherIncomes).where(eq(otherIncomes.schoolId, s))).map(toOtherIncomeRow),
  salaryTemplates: async (db, s) =>
    (await db.select().from(salaryTemplates).where(eq(salaryTemplates.schoolId, s))).map(toSalaryTemplateRow),
  salaryMonths: async (db, s) => (await db.select().from(salaryMonths).where(eq(salaryMonths.schoolId, s))).map(toSalaryMonthRow),
  salarySlips: async (db, s) => (await db.select().from(salarySlips).where(eq(salarySlips.schoolId, s))).map(toSalarySlipRow),
  refundItems: async (db, s) => (await db.select().from(refundItems).where(eq(refundItems.schoolId, s))).map(toRefundItemRow),
  refundGroups: async (db, s) => (await db.select().from(refundGroups).where(eq(refundGroups.schoolId, s))).map(toRefundGroupRow),
  refundRecords: async (db, s) => (await db.select().from(refundRecords).where(eq(refundRecords.schoolId, s))).map(toRefundRecordRow),
  busDrivers: (db, s) => schoolBusRows(db, s, 'busDrivers'),
  busCars: (db, s) => schoolBusRows(db, s, 'busCars'),
  busStops: (db, s) => schoolBusRows(db, s, 'busStops'),
  busRoutes: (db, s) => schoolBusRows(db, s, 'busRoutes'),
  busFuelCards: (db, s) => schoolBusRows(db, s, 'busFuelCards'),
  busLines: (db, s) => schoolBusRows(db, s, 'busLines'),
  busCompanies: async (db, s) => (await db.select().from(busCompanies).where(eq(busCompanies.schoolId, s))).map(toBusCompanyRow),
  busSettings: async (db, s) => (await db.select().from(busSettings).where(eq(busSettings.schoolId, s))).map(toBusSettingsRow),
  busRiders: async (db, s) => (await db.select().from(busRiders).where(eq(busRiders.schoolId, s))).map(toBusRiderRow),
  busTripEvents: async (db, s) => (await db.select().from(busTripEvents).where(eq(busTripEvents.schoolId, s))).map(toBusTripEventRow),
  healthChecks: async (db, s) => (await db.select().from(healthChecks).where(eq(healthChecks.schoolId, s))).map(toHealthCheckRow),
  illnessFollowUps: async (db, s) =>
    (await db.select().from(illnessFollowUps).where(eq(illnessFollowUps.schoolId, s))).map(toIllnessFollowUpRow),
  outbreakWarnings: async (db, s) =>
    (await db.select().from(outbreakWarnings).where(eq(outbreakWarnings.schoolId, s))).map(toOutbreakWarningRow),
  checkups: async (db, s) => (await db.select().from(checkups).where(eq(checkups.schoolId, s))).map(toCheckupRow),
  healthProfiles: async (db, s) => (await db.select().from(healthProfiles).where(eq(healthProfiles.schoolId, s))).map(toHealthProfileRow),
  vaccineDoses: async (db, s) => (await db.select().from(vaccineDoses).where(eq(vaccineDoses.schoolId, s))).map(toVaccineDoseRow),
  vaccineChecks: async (db, s) => (await db.select().from(vaccineChecks).where(eq(vaccineChecks.schoolId, s))).map(toVaccineCheckRow),
};

/**
 * The same rows read from the server's database, as a replica holds them: a windowed scope's rows from its window's
 * first day (contract/sync/window.ts, on the server's clock); with `scopes`, what a member reading those scopes holds
 * (the tables of other scopes empty).
 */
export async function serverRows(t: TestApp, schoolId: number, scopes?: readonly string[]): Promise<Replica> {
  const out: Record<string, unknown[]> = {};
  const windowStart = syncWindowStart(t.clock.now().toISOString().slice(0, 10));
  for (const table of REPLICATED_TABLE_NAMES) {
    const scope = TABLE_SCOPES[table];
    const held = !scopes || scopes.includes(scope ?? '');
    const field = scope ? windowDateField(scope) : undefined;
    const inWindow = (row: Record<string, unknown>) => !field || (rowDay(row[field]) ?? windowStart) >= windowStart;
    out[table] = held
      ? (await SERVER_TABLES[table](t.database.db, schoolId)).filter((r) => inWindow(r as Record<string, unknown>)).sort(byId)
      : [];
  }
  return out as Replica;
}

export async function serverClient(t: TestApp, clientId: string) {
  const [client] = await t.database.db.select().from(syncClients).where(eq(syncClients.clientId, clientId));
  const rejections = await t.database.db.select().from(syncRejections).where(eq(syncRejections.clientId, clientId));
  return { lastMutationId: client?.lastMutationId ?? 0, rejections: rejections.sort((a, b) => a.mutationId - b.mutationId) };
}

export async function clientIdOfDb(db: SyncDb): Promise<string> {
  return String((await db.meta.get('clientId'))?.value);
}
