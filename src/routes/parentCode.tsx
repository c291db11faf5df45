import { createFileRoute } from '@tanstack/react-router';
import { SmsType } from '@contract/sms';
import { useSmsSender } from '@/features/account/use-sms-sender';
import { ParentJoinPage } from '@/features/people/parent-invites/ParentJoinPage';

/** Open route: a child's parent invitation QR leads here (like /weCode for staff). */
export const Route = createFileRoute('/parentCode')({
  validateSearch: (search: Record<string, unknown>): { key?: string } =>
    search.key === undefined || search.key === null ? {} : { key: String(search.key) },
  component: function ParentCode() {
    const { key } = Route.useSearch();
    // The parent proves the phone with an SMS code, sent as the login's are (type 1: any valid number).
    const sms = useSmsSender(SmsType.verifyPhone);
    return <ParentJoinPage joinKey={key} sms={sms} />;
  },
});
