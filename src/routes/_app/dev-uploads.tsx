import { createFileRoute } from '@tanstack/react-router';
import { DevUploadsPage } from '@/features/dev-uploads/DevUploadsPage';

/** The upload components and the school's file library (not in any menu; for developers and the e2e test). */
export const Route = createFileRoute('/_app/dev-uploads')({ component: DevUploadsPage });
