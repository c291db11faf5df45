import { Msg } from '@contract/errors';
import { DEFAULT_THEME_ID, SkinMsg, type Theme, themeById } from '@contract/themes';
import { saveSkin } from '@/lib/api/calls/save-skin';
import { notify } from '@/lib/notify';
import { completeSession, getSessionState, useSession } from '@/lib/session/store';

/**
 * The user's theme comes with the session (getUserInfo: skinId, skinUrl), which is cached in localStorage, so an
 * offline start shows it too. Choosing one saves it on the server first: it is the user's, for every browser.
 */
export function useActiveTheme(): Theme {
  const { userInfo, token } = useSession();
  return themeById(token ? (userInfo?.skinId ?? DEFAULT_THEME_ID) : DEFAULT_THEME_ID);
}

export async function chooseTheme(id: number): Promise<boolean> {
  const { userInfo, offline } = getSessionState();
  if (!userInfo) return false;
  if (offline || !navigator.onLine) {
    notify.warning(Msg.offline);
    return false;
  }
  try {
    const saved = await saveSkin(id);
    const now = getSessionState();
    if (now.userInfo) completeSession({ userInfo: { ...now.userInfo, skinId: saved.skinId, skinUrl: saved.skinUrl } }, now.offline);
    notify.success(SkinMsg.saved);
    return true;
  } catch {
    return false;
  }
}
