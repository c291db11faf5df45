import { createFileRoute } from '@tanstack/react-router';
import { DevSmsPage } from '@/features/dev-sms/DevSmsPage';

/** Development only: the server serves this path (and its data) only outside production. */
export const Route = createFileRoute('/dev/sms')({ component: DevSmsPage });
