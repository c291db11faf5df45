import { createFileRoute } from '@tanstack/react-router';
import { WebsitePage } from '@/features/site/website/WebsitePage';

export const Route = createFileRoute('/_app/DGTW/GH')({ component: () => <WebsitePage key="GH" site="GH" /> });
