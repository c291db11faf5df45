import { createFileRoute } from '@tanstack/react-router';
import { AttendancePage } from '@/features/attendance/AttendancePage';

export const Route = createFileRoute('/_app/YWGL/YECQGL')({ component: AttendancePage });
