import { createFileRoute } from '@tanstack/react-router';
import { StatisticsPage } from '@/features/people/students/StatisticsPage';

export const Route = createFileRoute('/_app/YWGL/JCXX/XXTJ')({ component: StatisticsPage });
