import { residentIdCheckChar, staffBirthday, uuidv7 } from '@contract';
import { staffCredentials, staffProfiles } from '../db/schema';
import { recordChanges } from '../replication/change-log';
import { recordStaffProfiles, toStaffCredentialRow } from '../replication/people/staff-rows';
import { DEMO_SCHOOLS } from './demo-schools';
import type { DemoSeedContext } from './demo-seed-context';

const SCHOOL_ID = 101;
const DAY_MS = 86_400_000;
/** A resident ID number of that birthday with its check character (GB 11643). */
const idOf = (first17: string) => `${first17}${residentIdCheckChar(first17)}`;

/** Profiles of some demo kindergarten staff (教职工管理), with credentials; every demo school's profile rows pulled. */
export async function seedDemoStaffRecords({ tx, seedAt, userIds }: DemoSeedContext): Promise<void> {
  const day = (days: number) => new Date(seedAt.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  const profiles = [
    {
      login: 'jiaoshi',
      name: '李晓雯',
      gender: 2,
      phone: '13800000002',
      idNumber: idOf('11010119950307232'),
      education: 2,
      degree: 0,
      teacherCert: 0,
      political: 2,
      marital: 0,
      major: '学前教育',
      graduatedFrom: '首都师范大学',
      joinDate: '2019-09-01',
    },
    {
      login: 'caiwu',
      name: '张敏',
      gender: 2,
      phone: '13800000003',
      idNumber: idOf('11010119881115272'),
      education: 3,
      degree: null,
      teacherCert: null,
      political: 5,
      marital: 1,
      major: '会计',
      graduatedFrom: '北京财贸职业学院',
      joinDate: '2016-03-01',
    },
    {
      login: 'xiaoche',
      name: '陈建国',
      gender: 1,
      phone: '13800000004',
      idNumber: '',
      education: 5,
      degree: null,
      teacherCert: null,
      political: 0,
      marital: 1,
      major: '',
      graduatedFrom: '',
      joinDate: '2021-08-20',
    },
  ];
  for (const p of profiles) {
    const userId = userIds.get(p.login);
    if (userId === undefined) continue;
    const { login: _login, ...fields } = p;
    await tx.insert(staffProfiles).values({
      ...fields,
      schoolId: SCHOOL_ID,
      userId,
      birthday: staffBirthday(p.idNumber),
      contractStart: '2024-09-01',
      contractEnd: '2027-08-31',
      updatedAt: seedAt,
    });
  }
  const teacher = userIds.get('jiaoshi');
  if (teacher !== undefined) {
    const rows = await tx
      .insert(staffCredentials)
      .values([
        { id: uuidv7(), schoolId: SCHOOL_ID, userId: teacher, category: 0, number: '20191100123456', issued: '2019-06-30', expiry: null },
        { id: uuidv7(), schoolId: SCHOOL_ID, userId: teacher, category: 2, number: 'JK2026-0815', issued: day(-325), expiry: day(40) },
        { id: uuidv7(), schoolId: SCHOOL_ID, userId: teacher, category: 1, number: '1111041100123', issued: '2018-05-20', expiry: null },
      ])
      .returning();
    await recordChanges(
      tx,
      SCHOOL_ID,
      rows.map((r) => ({ table: 'staffCredentials', op: 'put', row: toStaffCredentialRow(r) })),
    );
  }
  for (const s of DEMO_SCHOOLS) await recordStaffProfiles(tx, s.id);
}
