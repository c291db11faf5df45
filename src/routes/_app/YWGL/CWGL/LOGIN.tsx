import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { FinanceUnlockPage } from '@/features/account/finance-unlock/FinanceUnlockPage';

const searchSchema = z.object({ redirect: z.string().max(500).optional() });

/** The finance login: where a finance page's heartbeat answering 403 sends the user (SPEC §6). */
export const Route = createFileRoute('/_app/YWGL/CWGL/LOGIN')({
  validateSearch: (search) => searchSchema.parse(search),
  component: function FinanceLoginRoute() {
    const { redirect } = Route.useSearch();
    return <FinanceUnlockPage redirect={redirect} />;
  },
});
