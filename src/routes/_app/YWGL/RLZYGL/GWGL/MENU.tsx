import { createFileRoute } from '@tanstack/react-router';
import { RolesPage } from '@/features/org/roles/RolesPage';

/** 岗位菜单设置: school 320 only (the guard sends others to /404; the server refuses its calls elsewhere). */
const positionSearch = (search: Record<string, unknown>): { positionId?: number } => {
  const id = Number(search.positionId);
  return Number.isInteger(id) && id > 0 ? { positionId: id } : {};
};

function MenuPage() {
  const { positionId } = Route.useSearch();
  return <RolesPage key={positionId} mode="positionMenu" positionId={positionId} />;
}

export const Route = createFileRoute('/_app/YWGL/RLZYGL/GWGL/MENU')({ component: MenuPage, validateSearch: positionSearch });
