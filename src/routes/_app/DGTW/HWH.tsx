import { createFileRoute } from '@tanstack/react-router';
import { WebsitePage } from '@/features/site/website/WebsitePage';

export const Route = createFileRoute('/_app/DGTW/HWH')({ component: () => <WebsitePage key="HWH" site="HWH" /> });
