import { createFileRoute } from '@tanstack/react-router';
import { ChecksPage } from '@/features/health/checks/ChecksPage';

export const Route = createFileRoute('/_app/WSBJ/CWJ')({ component: ChecksPage });
