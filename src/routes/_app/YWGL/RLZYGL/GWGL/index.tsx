import { createFileRoute } from '@tanstack/react-router';
import { PositionsPage } from '@/features/org/departments/PositionsPage';

export const Route = createFileRoute('/_app/YWGL/RLZYGL/GWGL/')({ component: PositionsPage });
