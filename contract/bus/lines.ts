import { z } from '../zod-locale';
import { text, uuid } from '../fields';

/**
 * Lines (线路, SPEC §4 "lines enabled, disabled, deleted"): a named service such as 1号线 that groups the school's
 * routes (路线: usually its morning and its afternoon run), with a remark, enabled or disabled. A route belongs to
 * one line at most; deleting a line leaves its routes as they are.
 */
export const LineMsg = {
  name: '请输入线路名称',
  nameTaken: '该线路名称已存在',
  routes: '请至少选择一条路线',
  tooManyRoutes: '一条线路最多10条路线',
  routeRepeated: '同一路线不能重复添加',
  missingRoute: '路线不存在',
  routeTaken: (route: string, line: string) => `路线「${route}」已属于线路「${line}」`,
} as const;

export const busLineRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  /** The routes the line runs, in the order the list shows them. */
  routeIds: z.array(z.uuid()),
  remark: z.string(),
  disabled: z.boolean(),
});
export type BusLineRow = z.infer<typeof busLineRowSchema>;

export const busLineFields = {
  name: text(30, { required: LineMsg.name, maxMsg: '线路名称最多30个字' }),
  routeIds: z
    .array(uuid(LineMsg.missingRoute), { error: LineMsg.routes })
    .min(1, LineMsg.routes)
    .max(10, LineMsg.tooManyRoutes)
    .refine((ids) => new Set(ids).size === ids.length, LineMsg.routeRepeated),
  remark: text(200, { maxMsg: '备注最多200个字', multiline: true }).default(''),
  disabled: z.boolean().default(false),
};

/** Why a line cannot be saved over the school's other lines and routes (the same words offline and on the server), or null. */
export function lineIssue(
  lines: readonly BusLineRow[],
  routes: readonly { id: string; name: string }[],
  args: { id: string; name: string; routeIds: readonly string[] },
): string | null {
  const others = lines.filter((l) => l.id !== args.id);
  if (others.some((l) => l.name === args.name)) return LineMsg.nameTaken;
  const names = new Map(routes.map((r) => [r.id, r.name]));
  for (const routeId of args.routeIds) {
    if (!names.has(routeId)) return LineMsg.missingRoute;
    const owner = others.find((l) => l.routeIds.includes(routeId));
    if (owner) return LineMsg.routeTaken(names.get(routeId) ?? '', owner.name);
  }
  return null;
}

/** The line each route belongs to (the route list marks a disabled line's routes). */
export function linesByRoute(lines: readonly BusLineRow[]): Map<string, BusLineRow> {
  return new Map(lines.flatMap((l) => l.routeIds.map((r) => [r, l] as const)));
}
