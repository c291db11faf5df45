import type { AuthedContext } from '../../context';
import { schoolStaff } from '../../notifications/list-recipients';
import { assertSchoolInScope } from '../../school-scope';
import { schoolBusRows } from './bus-rows';

/** teacherInfo: the school's members who may ride as 跟车老师 (the route form's picker: every active member). */
export async function listEscortTeachers(ctx: AuthedContext, input: { schoolId: number }) {
  assertSchoolInScope(ctx, input.schoolId);
  return schoolStaff(ctx.db, input.schoolId);
}

/**
 * getTeacherId: the signed-in member as a teacher on board: their user id and the enabled routes they escort (what
 * the boarding app opens with); no routes for a member who escorts none.
 */
export async function getEscortTeacher(ctx: AuthedContext, input: { schoolId: number }) {
  assertSchoolInScope(ctx, input.schoolId);
  const me = (await schoolStaff(ctx.db, input.schoolId)).find((s) => s.userId === ctx.session.userId);
  const routes = (await schoolBusRows(ctx.db, input.schoolId, 'busRoutes')).filter((r) => r.escortId === ctx.session.userId && !r.disabled);
  return { teacherId: ctx.session.userId, userName: me?.userName ?? '', routeIds: routes.map((r) => r.id) };
}
