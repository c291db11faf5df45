import { createFileRoute } from '@tanstack/react-router';
import { StatisticsPage } from '@/features/students/StatisticsPage';

export const Route = createFileRoute('/_app/YWGL/JCXX/XXTJ')({ component: StatisticsPage });
