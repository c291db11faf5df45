import { createFileRoute } from '@tanstack/react-router';
import { RemindersPage } from '@/features/finance/reminders/RemindersPage';

export const Route = createFileRoute('/_app/YWGL/CWGL/ZCTX')({ component: RemindersPage });
