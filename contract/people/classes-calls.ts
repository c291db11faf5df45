import { defineCall } from '../call';
import { MUTATION_DECLS } from '../areas';
import {
  classListQuerySchema,
  classTeacherSchema,
  classTeachersQuerySchema,
  promotionPlanInputSchema,
  promotionPlanRefSchema,
  promotionPreviewItemSchema,
  promotionPreviewQuerySchema,
} from './promotion';
import { promotionPlanRowSchema } from './school-records';
import { z } from '../zod-locale';

const CLASSES = '/YWGL/JCXX/BJGL';
const PROMOTE = `${CLASSES}:promote` as const;

/** The HTTP calls of server/routes/people/classes.ts, as the client makes them (contract/call.ts). */
export const classesCalls = {
  listClasses: defineCall({ method: 'GET', path: '/park/ClassManagements/allClass', permission: CLASSES, input: classListQuerySchema }),
  classTree: defineCall({
    method: 'POST',
    path: '/edu/eduAffairsController/student/getClassTree',
    permission: CLASSES,
    input: classListQuerySchema,
  }),
  classSort: defineCall({ method: 'POST', path: '/park/class/sort', permission: MUTATION_DECLS['class.sort'].permission }),
  listClassTeachers: defineCall({
    method: 'GET',
    path: '/park/class/teachers',
    permission: CLASSES,
    input: classTeachersQuerySchema,
    output: z.array(classTeacherSchema),
  }),
  previewPromotion: defineCall({
    method: 'GET',
    path: '/park/class/promotion/preview',
    permission: CLASSES,
    input: promotionPreviewQuerySchema,
    output: z.array(promotionPreviewItemSchema),
  }),
  planPromotion: defineCall({
    method: 'POST',
    path: '/park/class/promotion/add',
    permission: PROMOTE,
    input: promotionPlanInputSchema,
    output: promotionPlanRowSchema,
  }),
  undoPromotion: defineCall({
    method: 'POST',
    path: '/park/class/promotion/undo',
    permission: PROMOTE,
    input: promotionPlanRefSchema,
    output: promotionPlanRowSchema,
  }),
  deletePromotionPlan: defineCall({
    method: 'POST',
    path: '/park/class/promotion/delete',
    permission: PROMOTE,
    input: promotionPlanRefSchema,
  }),
};
