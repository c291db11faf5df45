import { createFileRoute } from '@tanstack/react-router';
import { HealthRecordsPage } from '@/features/health/health-records/HealthRecordsPage';

export const Route = createFileRoute('/_app/WSBJ/JKDA')({ component: HealthRecordsPage });
