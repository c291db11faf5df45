import { isFinancePath } from '@contract/account';
import { HOME_PATH } from '@contract/routes';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { FinanceUnlockPage } from '@/features/account/finance-unlock/FinanceUnlockPage';
import { useSession } from '@/lib/session/store';

const searchSchema = z.object({ redirect: z.string().max(500).optional() });

/** Where to go once unlocked: the finance page named in `redirect`, else the user's first finance page. */
function destination(redirect: string | undefined, roles: string[]): string {
  if (redirect?.startsWith('/') && isFinancePath(redirect)) return redirect;
  return roles.find((p) => isFinancePath(p) && p.split('/').length > 3) ?? HOME_PATH;
}

/**
 * The finance login as a page of its own (SPEC §2), for a direct visit or a bookmark. A locked finance page does not
 * come here: it shows the same form in its own place (FinanceGate).
 */
export const Route = createFileRoute('/_app/YWGL/CWGL/LOGIN')({
  validateSearch: (search) => searchSchema.parse(search),
  component: function FinanceLoginRoute() {
    const { redirect } = Route.useSearch();
    const navigate = useNavigate();
    const { session } = useSession();
    return <FinanceUnlockPage onUnlocked={() => void navigate({ href: destination(redirect, session?.roles ?? []), replace: true })} />;
  },
});
