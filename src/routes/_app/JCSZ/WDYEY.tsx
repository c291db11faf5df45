import { createFileRoute } from '@tanstack/react-router';
import { SchoolInfoPage } from '@/features/org/departments/SchoolInfoPage';

export const Route = createFileRoute('/_app/JCSZ/WDYEY')({ component: SchoolInfoPage });
