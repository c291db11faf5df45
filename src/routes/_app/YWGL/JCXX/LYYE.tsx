import { createFileRoute } from '@tanstack/react-router';
import { LeaversPage } from '@/features/people/students/LeaversPage';

export const Route = createFileRoute('/_app/YWGL/JCXX/LYYE')({ component: LeaversPage });
