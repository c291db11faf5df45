import { uuidv7 } from '@contract';
import { enrolments } from '../db/schema';
import { recordChanges } from '../replication/change-log';
import { toEnrolmentRow } from '../replication/people/enrolment-rows';
import type { DemoSeedContext } from './demo-seed-context';

const DAY = 86_400_000;
/** [child, gender, birthday, parent, phone, intended grade, status, reason, days ago]: pending, admitted and turned down. */
const APPLICATIONS: ReadonlyArray<readonly [string, 1 | 2, string, string, string, number, 0 | 1 | 2, string, number]> = [
  ['林小雨', 2, '2022-04-12', '林建国', '13812340001', 3, 0, '', 3],
  ['陈子墨', 1, '2021-09-30', '陈伟', '13812340002', 2, 0, '', 12],
  ['王诗涵', 2, '2021-11-02', '王芳', '13812340003', 2, 1, '', 35],
  ['赵一鸣', 1, '2022-01-18', '赵磊', '13812340004', 3, 2, '年龄未达到入园要求', 50],
  ['周可欣', 2, '2021-06-21', '周强', '13812340005', 2, 0, '', 70],
];

/** Demo applications of the kindergarten (101), in the change log like any write. */
export async function seedDemoEnrolment({ tx, seedAt }: DemoSeedContext): Promise<void> {
  const schoolId = 101;
  const rows = await tx
    .insert(enrolments)
    .values(
      APPLICATIONS.map(([childName, gender, birthday, parentName, parentPhone, grade, status, reason, days]) => ({
        id: uuidv7(seedAt.getTime() - days * DAY),
        schoolId,
        childName,
        gender,
        birthday,
        parentName,
        parentPhone,
        grade,
        status,
        reason,
        createdAt: new Date(seedAt.getTime() - days * DAY),
      })),
    )
    .returning();
  await recordChanges(
    tx,
    schoolId,
    rows.map((r) => ({ table: 'enrolments' as const, op: 'put' as const, row: toEnrolmentRow(r) })),
  );
}
