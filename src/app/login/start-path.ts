import { isOpenPath } from '../guards/leave-session';

/** The login page's path. */
export const LOGIN_PATH = '/login';

/**
 * Whether this start draws the login page by itself (src/main.tsx): without a stored token, /login, and every page that
 * needs a session (the signed-in guard would send it to /login at once). The open pages (/weCode, /parentCode…), the
 * development pages (/dev/…) and any start with a token go to the app, whose guards decide (visiting /login while
 * signed in ends the session there).
 */
export function startsOnLoginPage(pathname: string, token: string | null): boolean {
  if (token) return false;
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === LOGIN_PATH) return true;
  return !isOpenPath(path) && !path.startsWith('/dev/');
}
