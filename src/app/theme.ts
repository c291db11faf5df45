import { createTheme, type MantineColor } from '@mantine/core';
import { brand } from '@/lib/brand';

/** System Chinese fonts first: no web font to download, and it looks native on every platform. */
const FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: brand.primaryColor as MantineColor,
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
});
