import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/features/errors/NotFoundPage';

export const Route = createFileRoute('/_app/404')({ component: NotFoundPage });
