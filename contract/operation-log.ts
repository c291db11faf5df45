import { z } from 'zod';

/** Modules an operation is filed under (the 模块 column and filter of /JCSZ/CZRZ). */
export const OPERATION_MODULES = ['系统登录', '园所切换', '学年设置', '班级管理', '幼儿管理', '网站管理'] as const;
export type OperationModule = (typeof OPERATION_MODULES)[number];

export const operationLogSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  module: z.string(),
  action: z.string(),
  detail: z.string(),
  ip: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss', China time. */
  createTime: z.string(),
});
export type OperationLog = z.infer<typeof operationLogSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** GET /park/operationLog/list: the school's log, newest first; dates are China-time days, both inclusive. */
export const operationLogQuerySchema = z.object({
  schoolId: z.coerce.number().int().positive().optional(),
  userName: z.string().trim().max(50).optional(),
  module: z.string().trim().max(20).optional(),
  startDate: z.string().regex(DATE, '日期格式不正确').optional(),
  endDate: z.string().regex(DATE, '日期格式不正确').optional(),
  pageNum: z.coerce.number().int().positive().default(1),
  pageSize: z.coerce.number().int().positive().max(100).default(10),
});
export type OperationLogQuery = z.infer<typeof operationLogQuerySchema>;

export const operationLogPageSchema = z.object({
  list: z.array(operationLogSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
