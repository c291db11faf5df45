import type { ClassRow, StudentRow } from '@contract';
import type { classes, students } from '../db/schema';

/** Database rows → the replicated row shapes of contract/sync/tables.ts. */
export const toClassRow = (r: typeof classes.$inferSelect): ClassRow => ({
  id: r.id,
  schoolId: r.schoolId,
  name: r.name,
  grade: r.grade,
  sort: r.sort,
  headTeacher: r.headTeacher,
});

export const toStudentRow = (r: typeof students.$inferSelect): StudentRow => ({
  id: r.id,
  schoolId: r.schoolId,
  classId: r.classId,
  name: r.name,
  gender: r.gender as 1 | 2,
  birthday: r.birthday,
  status: r.status,
});
