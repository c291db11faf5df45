import { z } from './zod-locale';
import type { AreaDecl } from './area';
import { AREAS, type MutationModule } from './areas';
import { idParam, intParam, isoDate, text } from './fields';
import { MENU_CATALOGUE, type MenuNode } from './menu-catalogue';

/** Modules of the shell's own operations; the business areas' follow, from their mutations' `module`. */
const SHELL_MODULES = ['系统登录', '园所切换', '学年设置', '角色权限', '财务管理', '订单管理', '组织架构', '园所信息', '个人中心'] as const;
export type OperationModule = (typeof SHELL_MODULES)[number] | MutationModule;

/** Every menu path in the order the menu shows it (depth first). */
const MENU_ORDER = new Map<string, number>();
const walk = (nodes: readonly MenuNode[]): void => {
  for (const [, path, , children] of nodes) {
    if (path && !MENU_ORDER.has(path)) MENU_ORDER.set(path, MENU_ORDER.size);
    if (children) walk(children);
  }
};
walk(MENU_CATALOGUE);
/** Where an area's page stands in the menu (an area without one, last). */
const menuPlace = (area: AreaDecl): number => MENU_ORDER.get(area.page ?? '') ?? Number.MAX_SAFE_INTEGER;

/**
 * Modules an operation is filed under (the 模块 column and filter of /JCSZ/CZRZ), in menu order: the shell's, then the
 * areas' by their pages' places in the menu (an area's modules in the order it declares its mutations).
 */
export const OPERATION_MODULES: readonly OperationModule[] = [
  ...new Set<OperationModule>([
    ...SHELL_MODULES,
    ...(Object.values(AREAS) as AreaDecl[])
      .sort((a, b) => menuPlace(a) - menuPlace(b))
      .flatMap((area) => Object.values(area.mutations).flatMap((d) => (d.module ? [d.module as MutationModule] : []))),
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
