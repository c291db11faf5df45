import type { FastifyInstance } from 'fastify';
import {
  classListQuerySchema,
  classTeachersQuerySchema,
  MUTATION_DECLS,
  promotionPlanInputSchema,
  promotionPlanRefSchema,
  promotionPreviewQuerySchema,
} from '@contract';
import { classTree, listClasses } from '../services/people/classes/list-classes';
import { listClassTeachers } from '../services/people/classes/class-teachers';
import { runMutation } from '../services/mutations';
import { deletePromotionPlan } from '../services/people/promotion/delete-promotion-plan';
import { planPromotion } from '../services/people/promotion/plan-promotion';
import { previewPromotion } from '../services/people/promotion/preview-promotion';
import { undoPromotion } from '../services/people/promotion/undo-promotion';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

const CLASSES = '/YWGL/JCXX/BJGL';
const PROMOTE = `${CLASSES}:promote` as const;

/**
 * 班级管理 beyond add/edit/delete (server/routes/school-records.ts): the class list and grade tree (SPEC §7 allClass,
 * getClassTree for style 2 schools), sorting, the staff to pick teachers from, and 升班 (preview, plan, undo,
 * delete), which is online-only: the server runs a plan on its day and the results reach devices through pull.
 */
export function classRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route('GET', '/park/ClassManagements/allClass', { permission: CLASSES, input: query(classListQuerySchema), run: listClasses });
  // A read the SPEC makes a POST: an expired school still answers it, as it answers every read.
  route('POST', '/edu/eduAffairsController/student/getClassTree', {
    permission: CLASSES,
    whileExpired: true,
    options: { config: { readOnly: true } },
    input: body(classListQuerySchema),
    run: classTree,
  });
  route('POST', '/park/class/sort', {
    permission: MUTATION_DECLS['class.sort'].permission,
    input: (req) => req.body,
    run: (ctx, args) => runMutation(ctx, 'class.sort', args),
    tx: true,
  });
  route('GET', '/park/class/teachers', { permission: CLASSES, input: query(classTeachersQuerySchema), run: listClassTeachers });
  route('GET', '/park/class/promotion/preview', { permission: CLASSES, input: query(promotionPreviewQuerySchema), run: previewPromotion });
  route('POST', '/park/class/promotion/add', { permission: PROMOTE, input: body(promotionPlanInputSchema), run: planPromotion, tx: true });
  route('POST', '/park/class/promotion/undo', { permission: PROMOTE, input: body(promotionPlanRefSchema), run: undoPromotion, tx: true });
  route('POST', '/park/class/promotion/delete', {
    permission: PROMOTE,
    input: body(promotionPlanRefSchema),
    run: deletePromotionPlan,
    tx: true,
  });
}
