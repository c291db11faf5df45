import type { ClassRow, GuardianRow, StudentExceptionRow, StudentRow } from '@contract';
import type { classes, guardians, studentExceptions, students } from '../../db/schema';

/** Database rows → the replicated row shapes of contract/sync/tables.ts. */
export const toClassRow = (r: typeof classes.$inferSelect): ClassRow => ({
  id: r.id,
  schoolId: r.schoolId,
  name: r.name,
  grade: r.grade,
  sort: r.sort,
  headTeacher: r.headTeacher,
  headTeacherId: r.headTeacherId,
  assistants: r.assistants,
});

export const toStudentRow = (r: typeof students.$inferSelect): StudentRow => ({
  id: r.id,
  schoolId: r.schoolId,
  classId: r.classId,
  name: r.name,
  gender: r.gender as 1 | 2,
  birthday: r.birthday,
  status: r.status,
  idType: r.idType,
  idNumber: r.idNumber,
  household: r.household,
  bloodType: r.bloodType,
  trusteeship: r.trusteeship,
  ethnicity: r.ethnicity,
  nationality: r.nationality,
  labels: r.labels,
  photo: r.photo,
  address: r.address,
  enrolDate: r.enrolDate,
  studentNo: r.studentNo,
  birthplace: r.birthplace,
  householdAddress: r.householdAddress,
  onlyChild: r.onlyChild,
  leftBehind: r.leftBehind,
  allergies: r.allergies,
  conditions: r.conditions,
  healthNotes: r.healthNotes,
  leaveDate: r.leaveDate,
  leaveReason: r.leaveReason,
});

export const toGuardianRow = (r: typeof guardians.$inferSelect): GuardianRow => ({
  id: r.id,
  schoolId: r.schoolId,
  studentId: r.studentId,
  relation: r.relation,
  name: r.name,
  phone: r.phone,
  primary: r.primary,
  mayPickUp: r.mayPickUp,
  photo: r.photo,
});

export const toStudentExceptionRow = (r: typeof studentExceptions.$inferSelect): StudentExceptionRow => ({
  id: r.id,
  schoolId: r.schoolId,
  studentId: r.studentId,
  date: r.date,
  kind: r.kind,
  description: r.description,
});
