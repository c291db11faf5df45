import { TERM_SETTINGS_PATH } from '@contract/routes';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '@/lib/session/store';
import { isTermBlocked, termBlockMessage } from '../guards/term-activation';
import { notify } from '@/lib/notify';

/**
 * SPEC §4 term activation, for the moments no route change happens: the route guard blocks every navigation, and
 * this sends the user to /JCSZ/YLSZ when the block appears under a page already open (a session reloaded after an
 * offline start, a school switch that lands elsewhere). It renders nothing.
 */
export function TermActivationGate() {
  const { termWarn } = useSession();
  const pathname = useLocation({ select: (l) => l.pathname });
  const navigate = useNavigate();
  const blocked = isTermBlocked(termWarn);
  const away = pathname !== TERM_SETTINGS_PATH && pathname !== '/403' && pathname !== '/404';

  useEffect(() => {
    if (!blocked || !away || !termWarn) return;
    notify.warning(termBlockMessage(termWarn));
    void navigate({ href: TERM_SETTINGS_PATH, replace: true });
  }, [blocked, away, termWarn, navigate]);

  return null;
}
