import { createFileRoute } from '@tanstack/react-router';
import { RolesPage } from '@/features/org/roles/RolesPage';

/** `?positionId=` opens the editor on that position (岗位管理's 菜单权限). */
const positionSearch = (search: Record<string, unknown>): { positionId?: number } => {
  const id = Number(search.positionId);
  return Number.isInteger(id) && id > 0 ? { positionId: id } : {};
};

function JsglPage() {
  const { positionId } = Route.useSearch();
  return <RolesPage key={positionId} positionId={positionId} />;
}

export const Route = createFileRoute('/_app/JCSZ/JSGL')({ component: JsglPage, validateSearch: positionSearch });
