import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementsPage } from '@/features/site/notices/AnnouncementsPage';

export const Route = createFileRoute('/_app/YWGL/XYXC')({ component: AnnouncementsPage });
