import { and, eq, ne, notInArray } from 'drizzle-orm';
import { type ChildFacts, familyFacts, STAFF_INACTIVE } from '@contract';
import type { Db } from '../../../db/client';
import { guardians, memberships, students, users } from '../../../db/schema';

/**
 * What the discount rules know of children (contract `familyFacts`): a family is the guardians' phones among the
 * school's enrolled (在园) children; a staff child has a guardian whose phone is a serving member's of the school.
 */
export async function childFacts(db: Db, schoolId: number, studentIds: readonly string[]): Promise<Map<string, ChildFacts>> {
  if (studentIds.length === 0) return new Map();
  const phones = await db
    .select({ studentId: guardians.studentId, phone: guardians.phone, birthday: students.birthday })
    .from(guardians)
    .innerJoin(students, eq(students.id, guardians.studentId))
    .where(and(eq(guardians.schoolId, schoolId), eq(students.status, 1), ne(guardians.phone, '')));
  const staff = await db
    .select({ phone: users.mobilePhone })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.schoolId, schoolId), notInArray(memberships.staffStatus, [...STAFF_INACTIVE])));
  return familyFacts(studentIds, phones, new Set(staff.map((s) => s.phone).filter(Boolean)));
}
