import { classesCalls } from '@contract/people/classes-calls';
import { call } from '../call';
import type { ClassTeacher, PromotionPlanInput, PromotionPreviewItem } from '@contract/people/promotion';
import type { PromotionPlanRow } from '@contract/people/school-records';
import type { RequestOptions } from '../client';

type Quiet = Pick<RequestOptions, 'quiet' | 'signal'>;

/** GET /park/class/teachers: the school's staff a class's teachers are chosen from. */
export const getClassTeachers = (schoolId: number, options: Quiet = {}): Promise<ClassTeacher[]> =>
  call(classesCalls.listClassTeachers, { schoolId }, options);

/** GET /park/class/promotion/preview: what 升班 would do to each class now. */
export const getPromotionPreview = (schoolId: number, options: Quiet = {}): Promise<PromotionPreviewItem[]> =>
  call(classesCalls.previewPromotion, { schoolId }, options);

/** POST /park/class/promotion/add: a plan for a day, or (no runOn) 立即执行. */
export const planPromotion = (input: PromotionPlanInput): Promise<PromotionPlanRow> => call(classesCalls.planPromotion, input);

/** POST /park/class/promotion/undo: 撤销 a promotion that ran, until the next change of the classes or children. */
export const undoPromotion = (id: string, schoolId: number): Promise<PromotionPlanRow> =>
  call(classesCalls.undoPromotion, { id, schoolId });

/** POST /park/class/promotion/delete: drops a plan that has not run. */
export const deletePromotionPlan = (id: string, schoolId: number): Promise<unknown> =>
  call(classesCalls.deletePromotionPlan, { id, schoolId });
