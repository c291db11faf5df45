import {
  type ClassTeacher,
  classTeacherSchema,
  type PromotionPlanInput,
  type PromotionPreviewItem,
  promotionPreviewItemSchema,
} from '@contract/people/promotion';
import { type PromotionPlanRow, promotionPlanRowSchema } from '@contract/people/school-records';
import { z } from 'zod';
import { request, type RequestOptions } from '../client';

type Quiet = Pick<RequestOptions, 'quiet' | 'signal'>;

/** GET /park/class/teachers: the school's staff a class's teachers are chosen from. */
export const getClassTeachers = (schoolId: number, options: Quiet = {}): Promise<ClassTeacher[]> =>
  request('/park/class/teachers', { ...options, params: { schoolId }, schema: z.array(classTeacherSchema) });

/** GET /park/class/promotion/preview: what 升班 would do to each class now. */
export const getPromotionPreview = (schoolId: number, options: Quiet = {}): Promise<PromotionPreviewItem[]> =>
  request('/park/class/promotion/preview', { ...options, params: { schoolId }, schema: z.array(promotionPreviewItemSchema) });

/** POST /park/class/promotion/add: a plan for a day, or (no runOn) 立即执行. */
export const planPromotion = (input: PromotionPlanInput): Promise<PromotionPlanRow> =>
  request('/park/class/promotion/add', { json: input, schema: promotionPlanRowSchema });

/** POST /park/class/promotion/undo: 撤销 a promotion that ran, until the next change of the classes or children. */
export const undoPromotion = (id: string, schoolId: number): Promise<PromotionPlanRow> =>
  request('/park/class/promotion/undo', { json: { id, schoolId }, schema: promotionPlanRowSchema });

/** POST /park/class/promotion/delete: drops a plan that has not run. */
export const deletePromotionPlan = (id: string, schoolId: number): Promise<unknown> =>
  request('/park/class/promotion/delete', { json: { id, schoolId } });
