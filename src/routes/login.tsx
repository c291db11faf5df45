import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LoginPage } from '@/features/account/LoginPage';

/** Open route: the root's beforeLoad ends any session on the way in. A cold /login is drawn without the router (src/main.tsx). */
export const Route = createFileRoute('/login')({ component: RoutedLoginPage });

function RoutedLoginPage() {
  const navigate = useNavigate();
  return <LoginPage onSignedIn={(path) => void navigate({ href: path, replace: true })} />;
}
