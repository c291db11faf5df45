import { createFileRoute } from '@tanstack/react-router';
import { redirectHome } from '@/app/guards/redirect-home';

export const Route = createFileRoute('/')({ beforeLoad: redirectHome });
