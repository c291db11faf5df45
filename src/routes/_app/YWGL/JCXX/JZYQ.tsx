import { createFileRoute } from '@tanstack/react-router';
import { ParentInvitesPage, type ParentInvitesTab } from '@/features/people/students/invites/ParentInvitesPage';

/** 邀请家长 (from 幼儿管理): not a menu page of its own; its calls need the YEGL invite and review actions. */
export const Route = createFileRoute('/_app/YWGL/JCXX/JZYQ')({
  validateSearch: (search: Record<string, unknown>): { tab?: ParentInvitesTab } => (search.tab === 'codes' ? { tab: 'codes' } : {}),
  component: function ParentInvites() {
    return <ParentInvitesPage tab={Route.useSearch().tab} />;
  },
});
