import { createFileRoute } from '@tanstack/react-router';
import { YouthLeaguePage } from '@/features/site/website/YouthLeaguePage';

export const Route = createFileRoute('/_app/DGTW/TWH')({ component: YouthLeaguePage });
