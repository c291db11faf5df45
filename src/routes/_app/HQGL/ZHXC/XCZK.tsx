import { createFileRoute } from '@tanstack/react-router';
import { ControlCentrePage } from '@/features/bus/operations/ControlCentrePage';

export const Route = createFileRoute('/_app/HQGL/ZHXC/XCZK')({ component: ControlCentrePage });
