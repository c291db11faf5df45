import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/app/guards/require-session';
import { AppLayout } from '@/app/shell/AppLayout';

/** Every signed-in page: guarded, drawn inside the shell (sidebar, header). */
export const Route = createFileRoute('/_app')({ beforeLoad: requireSession, component: AppLayout });
