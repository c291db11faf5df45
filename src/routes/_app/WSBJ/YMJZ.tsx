import { createFileRoute } from '@tanstack/react-router';
import { VaccinationPage } from '@/features/health/vaccinations/VaccinationPage';

export const Route = createFileRoute('/_app/WSBJ/YMJZ')({ component: VaccinationPage });
