import { createRootRoute, Outlet } from '@tanstack/react-router';
import { leaveSessionOnOpenRoute } from '@/app/guards/leave-session';
import { NotFoundPage } from '@/features/errors/NotFoundPage';

export const Route = createRootRoute({
  beforeLoad: leaveSessionOnOpenRoute,
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
