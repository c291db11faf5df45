import { z } from './zod-locale';
import { intParam } from './fields';

/**
 * The 15 themes of SPEC §2 Shell / §3 Theme (id, name, background url). Each has a light background picture for the
 * page and a primary colour for the shell's accents; theme 1 keeps the brand's own colour (contract/brand.ts).
 * The user's choice is saved per user through POST /park/index/skin and comes back with getUserInfo.
 */
export interface Theme {
  id: number;
  name: string;
  /** The page background picture (public/themes/). */
  background: string;
  /** Shade-7 primary colour as hex; null keeps the brand's colour. */
  primary: string | null;
}

export const THEME_COUNT = 15;
export const DEFAULT_THEME_ID = 1;

const theme = (id: number, name: string, primary: string | null): Theme => ({
  id,
  name,
  background: `/themes/${String(id).padStart(2, '0')}.svg`,
  primary,
});

export const THEMES: readonly Theme[] = [
  theme(1, '品牌默认', null),
  theme(2, '枫叶红', '#e03131'),
  theme(3, '晨曦橙', '#e8590c'),
  theme(4, '琥珀金', '#e67700'),
  theme(5, '橄榄绿', '#5c940d'),
  theme(6, '青竹绿', '#2f9e44'),
  theme(7, '薄荷青', '#0ca678'),
  theme(8, '碧海蓝', '#0c8599'),
  theme(9, '湖光蓝', '#1c7ed6'),
  theme(10, '星空蓝', '#4263eb'),
  theme(11, '紫藤紫', '#7048e8'),
  theme(12, '葡萄紫', '#ae3ec9'),
  theme(13, '樱花粉', '#d6336c'),
  theme(14, '可可棕', '#9c6644'),
  theme(15, '远山灰', '#4a6785'),
];

export const themeById = (id: number | null | undefined): Theme => THEMES.find((t) => t.id === id) ?? (THEMES[0] as Theme);

/** POST /park/index/skin: the theme the user picked. */
export const skinSaveSchema = z.object({
  skinId: intParam({ min: 1, max: THEME_COUNT, msg: '请选择主题' }),
});
export type SkinSave = z.infer<typeof skinSaveSchema>;

export const skinSchema = z.object({ skinId: z.number().int(), skinUrl: z.string() });
export type Skin = z.infer<typeof skinSchema>;

export const SkinMsg = { saved: '主题设置成功' } as const;
