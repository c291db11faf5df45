import { createFileRoute } from '@tanstack/react-router';
import { RecordsPage } from '@/features/bus/operations/RecordsPage';

export const Route = createFileRoute('/_app/HQGL/ZHXC/XSJL')({ component: RecordsPage });
