import { createFileRoute } from '@tanstack/react-router';
import { RecordsPage } from '@/features/bus-ops/RecordsPage';

export const Route = createFileRoute('/_app/HQGL/ZHXC/XSJL')({ component: RecordsPage });
