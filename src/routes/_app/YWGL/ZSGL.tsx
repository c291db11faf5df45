import { createFileRoute } from '@tanstack/react-router';
import { EnrolmentPage } from '@/features/people/enrolment/EnrolmentPage';

export const Route = createFileRoute('/_app/YWGL/ZSGL')({ component: EnrolmentPage });
