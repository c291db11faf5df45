import { createFileRoute } from '@tanstack/react-router';
import { FeeItemsPage } from '@/features/finance/fees/FeeItemsPage';

export const Route = createFileRoute('/_app/YWGL/CWGL/SFXM')({ component: FeeItemsPage });
