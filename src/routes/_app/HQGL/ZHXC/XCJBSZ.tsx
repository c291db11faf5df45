import { createFileRoute } from '@tanstack/react-router';
import { BusSettingsPage } from '@/features/bus/fleet/BusSettingsPage';

export const Route = createFileRoute('/_app/HQGL/ZHXC/XCJBSZ')({ component: BusSettingsPage });
