import { createFileRoute } from '@tanstack/react-router';
import { WebsitePage } from '@/features/site/website/WebsitePage';

export const Route = createFileRoute('/_app/DGTW/DWH')({ component: () => <WebsitePage key="DWH" site="DWH" /> });
