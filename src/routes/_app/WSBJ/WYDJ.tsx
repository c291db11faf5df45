import { createFileRoute } from '@tanstack/react-router';
import { MedicationPage } from '@/features/health/medication/MedicationPage';

export const Route = createFileRoute('/_app/WSBJ/WYDJ')({ component: MedicationPage });
