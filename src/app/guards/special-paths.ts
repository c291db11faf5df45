import {
  PERSONAL_CENTRE_PATH,
  POSITION_MENU_EDIT_PATH,
  POSITION_MENU_EDIT_SCHOOL_ID,
  PRINCIPAL_MAILBOX_PATH,
  PRINCIPAL_POSITION,
} from '@contract/routes';
import type { Session } from '@contract/session';

/**
 * SPEC §6 pages that depend on who and where: the position-menu editor exists only for school 320 (others /404),
 * the principal mailbox only for the position named 园长 (others /403), the personal centre is hidden for style 3.
 * The server leaves these out of the menu too; this keeps a typed-in address from reaching them.
 */
export function specialPathRedirect(path: string, session: Session): '/403' | '/404' | null {
  const school = session.schoolInfo;
  if (path === POSITION_MENU_EDIT_PATH && school.schoolId !== POSITION_MENU_EDIT_SCHOOL_ID) return '/404';
  if (path === PERSONAL_CENTRE_PATH && school.schoolStyle === 3) return '/404';
  if (path === PRINCIPAL_MAILBOX_PATH && session.positionName !== PRINCIPAL_POSITION) return '/403';
  return null;
}
