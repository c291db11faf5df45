import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/account/LoginPage';

/** Open route: the root's beforeLoad ends any session on the way in. */
export const Route = createFileRoute('/login')({ component: LoginPage });
