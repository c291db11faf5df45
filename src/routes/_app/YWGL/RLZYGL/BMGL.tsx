import { createFileRoute } from '@tanstack/react-router';
import { DepartmentsPage } from '@/features/org/departments/DepartmentsPage';

export const Route = createFileRoute('/_app/YWGL/RLZYGL/BMGL')({ component: DepartmentsPage });
