import { classesCalls } from '@contract/people/classes-calls';
import type { FastifyInstance } from 'fastify';
import { classTree, listClasses } from '../../services/people/classes/list-classes';
import { listClassTeachers } from '../../services/people/classes/class-teachers';
import { deletePromotionPlan } from '../../services/people/promotion/delete-promotion-plan';
import { planPromotion } from '../../services/people/promotion/plan-promotion';
import { previewPromotion } from '../../services/people/promotion/preview-promotion';
import { undoPromotion } from '../../services/people/promotion/undo-promotion';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/**
 * 班级管理 beyond add/edit/delete (server/routes/people/school-records.ts): the class list and grade tree (SPEC §7 allClass,
 * getClassTree for style 2 schools), sorting, the staff to pick teachers from, and 升班 (preview, plan, undo,
 * delete), which is online-only: the server runs a plan on its day and the results reach devices through pull.
 */
export function classRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(classesCalls.listClasses, { run: listClasses });
  // A read the SPEC makes a POST: an expired school still answers it, as it answers every read.
  route(classesCalls.classTree, { whileExpired: true, options: { config: { readOnly: true } }, run: classTree });
  route(classesCalls.classSort, {
    input: (req) => req.body,
    run: (ctx, args) => deps.parts.mutations.run(ctx, 'class.sort', args),
    tx: true,
  });
  route(classesCalls.listClassTeachers, { run: listClassTeachers });
  route(classesCalls.previewPromotion, { run: previewPromotion });
  route(classesCalls.planPromotion, { run: planPromotion, tx: true });
  route(classesCalls.undoPromotion, { run: undoPromotion, tx: true });
  route(classesCalls.deletePromotionPlan, { run: deletePromotionPlan, tx: true });
}
