import { createFileRoute } from '@tanstack/react-router';
import { StudentsPage } from '@/features/students/StudentsPage';

export const Route = createFileRoute('/_app/YWGL/JCXX/YEGL')({ component: StudentsPage });
