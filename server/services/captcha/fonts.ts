import { GlobalFonts } from '@napi-rs/canvas';

/** True when a CJK font is installed: without one the click-word characters would be drawn as empty boxes. */
export const hasCjkFont = (): boolean => GlobalFonts.families.some((f) => /CJK|Hei|Song|Kai|WenQuanYi|Droid Sans Fallback/i.test(f.family));
