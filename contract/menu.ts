import { z } from './zod-locale';

export interface MenuItem {
  id: number;
  name: string;
  path: string;
  icon: string;
  parentId: number;
  hidden: boolean;
  children: MenuItem[];
}

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    path: z.string(),
    icon: z.string(),
    parentId: z.number().int(),
    hidden: z.boolean(),
    children: z.array(menuItemSchema),
  }),
);

/** The seven top-level categories (SPEC §2, Shell), in display order. */
export const TOP_CATEGORIES = ['智慧园务', '智慧教学', '融合教育', '保健管理', '家校互动', '资源平台', '系统设置'] as const;

/** School style 2 (school with students) renames menu groups and wording; style 1 names them back. */
const STYLE2_RENAMES: ReadonlyArray<readonly [string, string]> = [
  ['园务', '协同办公'],
  ['后勤', '总务'],
  ['家园共育', '家校互动'],
  ['幼儿园', '学校'],
  ['幼儿', '学生'],
  ['园所', '学校'],
];

/** Menu names are stored in kindergarten wording; whole-group names are renamed for style 2. */
export function wordingForStyle(name: string, schoolStyle: number): string {
  if (schoolStyle !== 2) return name;
  if (name === '园务管理') return '协同办公';
  if (name === '后勤管理') return '总务管理';
  let out = name;
  for (const [from, to] of STYLE2_RENAMES) out = out.replaceAll(from, to);
  return out;
}

export function flattenMenu(items: MenuItem[]): MenuItem[] {
  return items.flatMap((m) => [m, ...flattenMenu(m.children)]);
}
