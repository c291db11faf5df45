import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEMO_FINANCE_PASSWORD, DEMO_PASSWORD, expandRole, PRINCIPAL_POSITION, RECOMMENDED_ROLES, seededRandom, uuidv7 } from '@contract';
import { hashPassword } from '../lib/passwords';
import { type RecordedChange, recordChanges } from '../replication/change-log';
import { toClassRow, toStudentRow } from '../replication/people/school-record-rows';
import type { Db } from '../db/client';
import {
  classes,
  companies,
  departments,
  financeSettings,
  memberships,
  meta,
  orders,
  positionRights,
  positions,
  schools,
  students,
  users,
} from '../db/schema';
import { childName } from './chinese-names';
import { SHORT_DEMO_ATTENDANCE_DAYS, seedDemoAttendance } from './demo-attendance';
import { seedDemoChecks } from './demo-checks';
import { seedDemoStaffAttendance } from './demo-staff-attendance';
import { seedDemoSeals } from './demo-seals';
import { seedDemoHealthRecords } from './demo-health-records';
import { seedDemoStaffRecords } from './demo-staff-records';
import { seedDemoApprovals } from './demo-approvals';
import { seedDemoBus } from './demo-bus';
import { seedDemoBills } from './demo-bills';
import { seedDemoFinance } from './demo-finance';
import { seedDemoExpenses } from './demo-expenses';
import { seedDemoFinanceBooks } from './demo-finance-books';
import { seedDemoOtherIncome } from './demo-other-income';
import { seedDemoBusTrips } from './demo-bus-trips';
import { seedDemoBusTracks } from './demo-bus-tracks';
import { seedDemoClassChat } from './demo-class-chat';
import { demoPapers, seedDemoFamilies } from './demo-children';
import { seedDemoClassTeachers } from './demo-class-teachers';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoOperationLogs } from './demo-operation-logs';
import { seedDemoShortcuts } from './demo-shortcuts';
import { seedDemoEnrolment } from './demo-enrolment';
import { seedDemoWebsite } from './demo-website';
import { seedDemoMedication } from './demo-medication';
import { seedDemoVaccinations } from './demo-vaccinations';
import {
  DEMO_ACCOUNTS,
  DEMO_COMPANIES,
  DEMO_ORDERS,
  DEMO_SCHOOLS,
  DEPARTMENTS,
  expiryDate,
  POSITION_DUTIES,
  POSITIONS,
} from './demo-schools';

const SEED_KEY = 'demo_seed';

export interface DemoSeedOptions {
  /** Calendar days of attendance before the seed day (server/seed/demo-attendance.ts): the server passes
   * YUANWU_DEMO_ATTENDANCE_DAYS (a year); four weeks when not given (tests, benches). */
  attendanceDays?: number;
}

/** Writes the demo world once; later starts see the marker and leave the data (and users' changes) alone. */
export async function seedDemo(db: Db, seedAt: Date = new Date(), options: DemoSeedOptions = {}): Promise<boolean> {
  const [done] = await db.select().from(meta).where(eq(meta.key, SEED_KEY));
  if (done) return false;
  const passwordHash = await hashPassword(createHash('md5').update(DEMO_PASSWORD).digest('hex'));
  const financePasswordHash = await hashPassword(createHash('md5').update(DEMO_FINANCE_PASSWORD).digest('hex'));

  await db.transaction(async (tx) => {
    await tx.insert(companies).values(DEMO_COMPANIES);
    await tx.insert(schools).values(
      DEMO_SCHOOLS.map((s) => ({
        id: s.id,
        companyId: s.companyId,
        name: s.name,
        style: s.style,
        clientState: s.clientState,
        expiresAt: expiryDate(seedAt, s.expiresInDays),
        schoolYear: s.termActivated ? '2026-2027' : null,
        termType: s.termActivated ? 1 : null,
      })),
    );

    await tx.insert(financeSettings).values(DEMO_SCHOOLS.map((s) => ({ schoolId: s.id, passwordHash: financePasswordHash })));

    const userIds = new Map<string, number>();
    const deptIds = new Map<string, number>();
    const positionIds = new Map<string, number>();
    for (const s of DEMO_SCHOOLS) {
      const names = s.style === 2 ? DEPARTMENTS.school : DEPARTMENTS.kindergarten;
      const depts = await tx
        .insert(departments)
        .values(names.map((name, sort) => ({ schoolId: s.id, name, sort })))
        .returning();
      for (const [i, d] of depts.entries()) deptIds.set(`${s.id}:${i}`, d.id);
      const pos = await tx
        .insert(positions)
        .values(
          POSITIONS.map((name, sort) => ({
            schoolId: s.id,
            name,
            sort,
            duties: POSITION_DUTIES[name] ?? '',
            allRights: name === PRINCIPAL_POSITION,
          })),
        )
        .returning();
      for (const p of pos) positionIds.set(`${s.id}:${p.name}`, p.id);
      // Every other position starts from its recommended role, as a new school's would.
      const rights = pos.flatMap((p) =>
        expandRole(RECOMMENDED_ROLES[p.name] ?? []).map((permission) => ({ positionId: p.id, permission })),
      );
      if (rights.length > 0) await tx.insert(positionRights).values(rights);
    }

    for (const a of DEMO_ACCOUNTS) {
      const [user] = await tx
        .insert(users)
        .values({
          loginName: a.loginName,
          userName: a.userName,
          mobilePhone: a.mobilePhone,
          passwordHash,
          dualVerification: a.dualVerification ?? false,
          pwdWarn: a.pwdWarn ? 1 : 0,
        })
        .returning();
      if (!user) throw new Error(`could not create ${a.loginName}`);
      userIds.set(a.loginName, user.id);
      await tx.insert(memberships).values(
        a.memberships.map(([schoolId, position, dept, isDefault]) => ({
          userId: user.id,
          schoolId,
          positionId: positionIds.get(`${schoolId}:${position}`),
          departmentId: deptIds.get(`${schoolId}:${dept}`),
          schoolPermission: a.schoolPermission ?? '',
          isDefault: isDefault ?? false,
        })),
      );
    }

    const rand = seededRandom(20260901);
    const papers = seededRandom(20261118);
    for (const s of DEMO_SCHOOLS) {
      const replicated: RecordedChange[] = [];
      let sort = 0;
      for (const [grade, names, size, birthYear] of s.classes) {
        for (const name of names) {
          const classId = uuidv7(seedAt.getTime());
          const [cls] = await tx.insert(classes).values({ id: classId, schoolId: s.id, name, grade, sort: sort++ }).returning();
          if (cls) replicated.push({ table: 'classes', op: 'put', row: toClassRow(cls) });
          const kids = Array.from({ length: size }, () => {
            const gender = rand() < 0.5 ? 1 : 2;
            const month = 1 + Math.floor(rand() * 12);
            const day = 1 + Math.floor(rand() * 28);
            const birthday = `${birthYear}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
            return {
              id: uuidv7(seedAt.getTime()),
              schoolId: s.id,
              classId,
              name: childName(rand, gender),
              gender,
              birthday,
              status: 1,
              ...demoPapers(papers, birthday, gender, seedAt),
            };
          });
          const inserted = await tx.insert(students).values(kids).returning();
          for (const k of inserted) replicated.push({ table: 'students', op: 'put', row: toStudentRow(k) });
        }
      }
      // Seeded rows enter the change log like any other write, so replicas pull them.
      await recordChanges(tx, s.id, replicated);
    }

    await tx.insert(orders).values(DEMO_ORDERS.map(({ expiresInDays, ...o }) => ({ ...o, expiresAt: expiryDate(seedAt, expiresInDays) })));
    const seed = { tx, seedAt, userIds };
    await seedDemoNotifications(seed);
    await seedDemoOperationLogs(seed);
    await seedDemoShortcuts(seed);
    await seedDemoWebsite(seed);
    await seedDemoClassChat(seed);
    await seedDemoClassTeachers(seed);
    await seedDemoAttendance(seed, options.attendanceDays ?? SHORT_DEMO_ATTENDANCE_DAYS);
    await seedDemoChecks(seed);
    await seedDemoStaffAttendance(seed);
    await seedDemoStaffRecords(seed);
    await seedDemoApprovals(seed);
    await seedDemoSeals(seed);
    await seedDemoHealthRecords(seed);
    await seedDemoEnrolment(seed);
    await seedDemoFamilies(seed);
    await seedDemoMedication(seed);
    await seedDemoBus(seed);
    await seedDemoBusTrips(seed);
    await seedDemoBusTracks(seed);
    await seedDemoFinance(seed);
    await seedDemoFinanceBooks(seed);
    await seedDemoExpenses(seed);
    await seedDemoOtherIncome(seed);
    await seedDemoBills(seed);
    await seedDemoVaccinations(seed);
    await tx.insert(meta).values({ key: SEED_KEY, value: seedAt.toISOString() });
  });
  return true;
}
