import { createFileRoute } from '@tanstack/react-router';
import { JoinPage } from '@/features/join/JoinPage';

/** Open route (SPEC §2): the staff invitation QR's join page. The root's beforeLoad ends any session on the way in. */
export const Route = createFileRoute('/weCode')({
  validateSearch: (search: Record<string, unknown>): { key?: string } =>
    search.key === undefined || search.key === null ? {} : { key: String(search.key) },
  component: function WeCode() {
    const { key } = Route.useSearch();
    return <JoinPage joinKey={key} />;
  },
});
