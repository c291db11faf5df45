import { createFileRoute } from '@tanstack/react-router';
import { ParentJoinPage } from '@/features/parent-invites/ParentJoinPage';

/** Open route: a child's parent invitation QR leads here (like /weCode for staff). */
export const Route = createFileRoute('/parentCode')({
  validateSearch: (search: Record<string, unknown>): { key?: string } =>
    search.key === undefined || search.key === null ? {} : { key: String(search.key) },
  component: function ParentCode() {
    const { key } = Route.useSearch();
    return <ParentJoinPage joinKey={key} />;
  },
});
