import { and, eq } from 'drizzle-orm';
import { classes } from '../db/schema';
import { recordChanges } from '../replication/change-log';
import { toClassRow } from '../replication/people/school-record-rows';
import { DEMO_ACCOUNTS } from './demo-schools';
import type { DemoSeedContext } from './demo-seed-context';

/** [school, class, head teacher's login]: 李晓雯 (jiaoshi) is 大一班's head teacher, the class her chat and roll are. */
const HEAD_TEACHERS = [[101, '大一班', 'jiaoshi']] as const;

/** Head teachers of the demo classes, chosen from the school's members as 班级管理 does. */
export async function seedDemoClassTeachers({ tx, userIds }: DemoSeedContext): Promise<void> {
  for (const [schoolId, name, login] of HEAD_TEACHERS) {
    const userId = userIds.get(login);
    const userName = DEMO_ACCOUNTS.find((a) => a.loginName === login)?.userName;
    if (!userId || !userName) continue;
    const [row] = await tx
      .update(classes)
      .set({ headTeacherId: userId, headTeacher: userName })
      .where(and(eq(classes.schoolId, schoolId), eq(classes.name, name)))
      .returning();
    if (row) await recordChanges(tx, schoolId, [{ table: 'classes', op: 'put', row: toClassRow(row) }]);
  }
}
