import { type ClassTeacher, ClassMsg } from '@contract';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { schoolStaff } from '../../notifications/list-recipients';
import { assertSchoolInScope } from '../../school-scope';

/** GET /park/class/teachers: the school's staff a class's head and assistant teachers are chosen from. */
export async function listClassTeachers(ctx: AuthedContext, input: { schoolId: number }): Promise<ClassTeacher[]> {
  assertSchoolInScope(ctx, input.schoolId);
  return (await schoolStaff(ctx.db, input.schoolId)).map((s) => ({ id: s.userId, name: s.userName, position: s.position ?? '' }));
}

export interface TeacherChoice {
  headTeacherId?: number | null | undefined;
  headTeacher?: string | undefined;
  assistants?: { id: number; name: string }[] | undefined;
}

/**
 * The teacher fields to store: ids must be members of the school (another school's staff is refused), and the
 * names are the members' own, whatever the client sent (its names only serve its optimistic copy).
 */
export async function resolveTeachers(db: Db, schoolId: number, choice: TeacherChoice): Promise<TeacherChoice> {
  if (choice.headTeacherId == null && !choice.assistants?.length) return choice;
  const staff = new Map((await schoolStaff(db, schoolId)).map((s) => [s.userId, s.userName]));
  const nameOf = (id: number): string => {
    const name = staff.get(id);
    if (name === undefined) throw AppError.badRequest(ClassMsg.notMember);
    return name;
  };
  const out: TeacherChoice = { ...choice };
  if (choice.headTeacherId != null) out.headTeacher = nameOf(choice.headTeacherId);
  if (choice.assistants) {
    const ids = [...new Set(choice.assistants.map((a) => a.id))];
    out.assistants = ids.map((id) => ({ id, name: nameOf(id) }));
  }
  return out;
}
