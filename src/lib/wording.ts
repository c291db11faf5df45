import { wordingForStyle } from '@contract/menu';
import { useCallback } from 'react';
import { useSession } from '@/lib/session/store';

/**
 * The school's wording (SPEC §1): text written for a kindergarten (幼儿, 园所, 园务…) as a style-2 school says it
 * (学生, 学校, 协同办公…). Menus come worded from the server; screens wrap their own titles and labels in `w()`.
 */
export function useWording(): (text: string) => string {
  const { session } = useSession();
  const style = session?.schoolInfo.schoolStyle ?? 1;
  return useCallback((text: string) => wordingForStyle(text, style), [style]);
}
