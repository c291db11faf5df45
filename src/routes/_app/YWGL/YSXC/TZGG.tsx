import { createFileRoute } from '@tanstack/react-router';
import { NoticesPage } from '@/features/site/notices/NoticesPage';

export const Route = createFileRoute('/_app/YWGL/YSXC/TZGG')({ component: NoticesPage });
