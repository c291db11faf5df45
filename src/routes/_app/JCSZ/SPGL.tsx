import { createFileRoute } from '@tanstack/react-router';
import { TemplatesPage } from '@/features/org/approvals/TemplatesPage';

export const Route = createFileRoute('/_app/JCSZ/SPGL')({ component: TemplatesPage });
