import { createFileRoute } from '@tanstack/react-router';
import { RolesPage } from '@/features/roles/RolesPage';

export const Route = createFileRoute('/_app/JCSZ/JSGL')({ component: RolesPage });
