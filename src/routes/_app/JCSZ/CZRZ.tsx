import { createFileRoute } from '@tanstack/react-router';
import { OperationLogPage } from '@/features/settings/OperationLogPage';

export const Route = createFileRoute('/_app/JCSZ/CZRZ')({ component: OperationLogPage });
