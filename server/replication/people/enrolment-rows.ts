import type { EnrolmentRow } from '@contract';
import type { enrolments } from '../../db/schema';

/** Database row → the replicated application row (contract/people/enrolment.ts). */
export const toEnrolmentRow = (r: typeof enrolments.$inferSelect): EnrolmentRow => ({
  id: r.id,
  schoolId: r.schoolId,
  childName: r.childName,
  gender: r.gender as 1 | 2,
  birthday: r.birthday,
  idNumber: r.idNumber,
  parentName: r.parentName,
  parentPhone: r.parentPhone,
  grade: r.grade,
  materials: r.materials,
  status: r.status,
  reason: r.reason,
  classId: r.classId,
  studentId: r.studentId,
  createTime: r.createdAt.toISOString(),
});
