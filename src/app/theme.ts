import { createTheme, type MantineColor, type MantineThemeOverride } from '@mantine/core';
import type { Theme } from '@contract/themes';
import { brand } from '@/lib/brand';
import { paletteFrom } from '@/lib/theme/palette';

/** System Chinese fonts first: no web font to download, and it looks native on every platform. */
const FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "Helvetica Neue", Arial, sans-serif';

const base = {
  primaryShade: { light: 7, dark: 6 },
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY, fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, shadow: 'xs' } },
    Modal: { defaultProps: { centered: true, radius: 'md' } },
  },
} satisfies MantineThemeOverride;

/** The brand's look (the login page, and theme 1). */
export const theme = createTheme({ ...base, primaryColor: brand.primaryColor as MantineColor });

/** The look of one of the 15 themes: its colour becomes the primary colour (theme 1 keeps the brand's). */
export function themeFor(t: Theme): MantineThemeOverride {
  if (!t.primary) return theme;
  return createTheme({ ...base, primaryColor: 'themed', colors: { themed: paletteFrom(t.primary) } });
}
