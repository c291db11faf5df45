import { createFileRoute } from '@tanstack/react-router';
import { ClassesPage } from '@/features/people/classes/ClassesPage';

export const Route = createFileRoute('/_app/YWGL/JCXX/BJGL')({ component: ClassesPage });
