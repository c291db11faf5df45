import { createFileRoute } from '@tanstack/react-router';
import { ForbiddenPage } from '@/features/errors/ForbiddenPage';

export const Route = createFileRoute('/_app/403')({ component: ForbiddenPage });
