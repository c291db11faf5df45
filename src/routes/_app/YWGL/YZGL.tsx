import { createFileRoute } from '@tanstack/react-router';
import { SealsPage } from '@/features/org/seals/SealsPage';

export const Route = createFileRoute('/_app/YWGL/YZGL')({ component: SealsPage });
