import { createFileRoute } from '@tanstack/react-router';
import { MailboxPage } from '@/features/site/notices/MailboxPage';

export const Route = createFileRoute('/_app/YWGL/YSXC/YCXX')({ component: MailboxPage });
