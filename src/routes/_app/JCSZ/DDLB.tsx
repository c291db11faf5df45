import { createFileRoute } from '@tanstack/react-router';
import { OrderListPage } from '@/features/orders/OrderListPage';

export const Route = createFileRoute('/_app/JCSZ/DDLB')({ component: OrderListPage });
