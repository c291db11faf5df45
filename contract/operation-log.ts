import { z } from './zod-locale';
import type { MutationDecl } from './area';
import { MUTATION_DECLS, type MutationModule } from './areas';
import { idParam, intParam, isoDate, text } from './fields';

/** Modules of the shell's own operations; the business areas' follow, from their mutations' `module`. */
const SHELL_MODULES = ['系统登录', '园所切换', '学年设置', '角色权限', '财务管理', '订单管理', '组织架构', '园所信息', '个人中心'] as const;
export type OperationModule = (typeof SHELL_MODULES)[number] | MutationModule;

/** Modules an operation is filed under (the 模块 column and filter of /JCSZ/CZRZ), in menu order. */
export const OPERATION_MODULES: readonly OperationModule[] = [
  ...new Set<OperationModule>([
    ...SHELL_MODULES,
    ...(Object.values(MUTATION_DECLS) as MutationDecl[]).flatMap((d) => (d.module ? [d.module as MutationModule] : [])),
  ]),
];

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

/** GET /park/operationLog/list: the school's log, newest first; dates are China-time days, both inclusive. */
export const operationLogQuerySchema = z.object({
  schoolId: idParam().optional(),
  userName: text(50).optional(),
  module: text(20).optional(),
  startDate: isoDate().optional(),
  endDate: isoDate().optional(),
  pageNum: intParam({ min: 1 }).default(1),
  pageSize: intParam({ min: 1, max: 100 }).default(10),
});
export type OperationLogQuery = z.infer<typeof operationLogQuerySchema>;

export const operationLogPageSchema = z.object({
  list: z.array(operationLogSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
