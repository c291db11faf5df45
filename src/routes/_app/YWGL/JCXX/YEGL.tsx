import { createFileRoute } from '@tanstack/react-router';
import { StudentsPage } from '@/features/people/students/StudentsPage';

export const Route = createFileRoute('/_app/YWGL/JCXX/YEGL')({ component: StudentsPage });
