import { createFileRoute } from '@tanstack/react-router';
import { requireMenuPath } from '@/app/guards/menu-path';
import { UnderDevelopmentPage } from '@/features/errors/UnderDevelopmentPage';

/** Any other path: a menu entry without its screen yet, or /404. */
export const Route = createFileRoute('/_app/$')({ beforeLoad: requireMenuPath, component: UnderDevelopmentPage });
