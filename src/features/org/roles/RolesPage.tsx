import { positionMenuCalls, roleCalls } from '@contract/org/roles-calls';
import { POSITION_MENU_EDIT } from '@contract/org/departments';
import { ROLE_EDIT, type RoleListItem, RoleMsg, ROLES_PATH, roleSaveSchema } from '@contract/org/roles';
import { POSITION_MENU_EDIT_PATH } from '@contract/routes';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { getRecommendedRole } from '@/lib/api/calls/get-recommended-role';
import { saveRoleRights } from '@/lib/api/calls/save-role-rights';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { useCan } from '@/lib/session/can';
import { useSession } from '@/lib/session/store';
import { useLeaveGuard } from '@/lib/tabs/leave-guard';
import { confirmAction } from '@/ui/confirm';
import { PageContainer } from '@/ui/PageContainer';
import { RightsPanel } from './RightsPanel';
import { RoleList } from './RoleList';
import classes from './roles.module.css';
import { useRightsDraft } from './use-rights-draft';
import { useRoles } from './use-roles';

const askLeave = () => confirmAction({ message: RoleMsg.confirmLeave });

/** The same editor as the position-menu editor of school 320 (/YWGL/RLZYGL/GWGL/MENU), on that page's own calls. */
const MODES = {
  roles: { path: ROLES_PATH, calls: roleCalls, edit: ROLE_EDIT, title: '角色权限' },
  positionMenu: { path: POSITION_MENU_EDIT_PATH, calls: positionMenuCalls, edit: POSITION_MENU_EDIT, title: '岗位菜单设置' },
} as const;

/**
 * /JCSZ/JSGL 角色权限 (SPEC §6 role calls): the school's positions on the left, the chosen one's rights on the right
 * as the menu with check boxes. Online only: what a position may do is the server's, checked on every call.
 * `?positionId=` opens on that position (岗位管理's 菜单权限).
 */
export function RolesPage({ mode = 'roles', positionId }: { mode?: keyof typeof MODES; positionId?: number | undefined }) {
  const m = MODES[mode];
  const { session, offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const schoolId = session?.schoolInfo.schoolId ?? null;
  const mayEdit = useCan(m.edit);
  const { roles, tree, failed, reload } = useRoles(schoolId, online, m.calls);
  const [selectedId, setSelectedId] = useState<number | undefined>(positionId);
  const selected = roles?.find((r) => r.positionId === selectedId) ?? roles?.[0];
  const rights = useRightsDraft(schoolId, selected?.positionId, online, m.calls);
  const [saving, setSaving] = useState(false);

  // Closing or reloading the tab with unsaved rights asks first; the window, as the browser does.
  useLeaveGuard(m.path, rights.dirty ? askLeave : null);
  useEffect(() => {
    if (!rights.dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [rights.dirty]);

  const choose = async (role: RoleListItem) => {
    if (role.positionId === selected?.positionId) return;
    if (rights.dirty && !(await askLeave())) return;
    setSelectedId(role.positionId);
  };

  const restore = async () => {
    if (!schoolId || !rights.detail) return;
    try {
      const recommended = await getRecommendedRole(schoolId, rights.detail.positionName);
      if (!recommended.recommended) notify.warning(RoleMsg.noRecommendation);
      else rights.setDraft(new Set(recommended.permissions));
    } catch {
      // The failure was toasted by the call.
    }
  };

  const save = async () => {
    if (!schoolId || !rights.detail) return;
    const input = { schoolId, positionId: rights.detail.positionId, permissions: [...rights.draft].sort() };
    const checked = roleSaveSchema.safeParse(input);
    if (!checked.success) return notify.error(checked.error.issues[0]?.message ?? RoleMsg.tooMany);
    if (!(await confirmAction({ message: RoleMsg.confirmSave }))) return;
    setSaving(true);
    try {
      rights.adopt(await saveRoleRights(checked.data, m.calls));
      notify.success(RoleMsg.saved);
    } catch {
      // The failure was toasted by the call; the draft stays to try again.
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageContainer
      title={m.title}
      description="为各岗位勾选可使用的菜单和操作；保存后，该岗位的教职工立即按新的权限使用系统。"
      actions={
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={reload} disabled={!online || rights.dirty}>
          刷新
        </Button>
      }
    >
      {!online && (
        <Alert color="gray" icon={<IconWifiOff size={18} />}>
          {RoleMsg.offline}
        </Alert>
      )}
      {(failed || rights.failed) && (
        <Group>
          <Text size="sm" c="red">
            角色权限加载失败。
          </Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              reload();
              rights.reload();
            }}
          >
            重试
          </Button>
        </Group>
      )}
      {online && (
        <div className={classes.layout}>
          <RoleList roles={roles} selectedId={selected?.positionId} onSelect={(r) => void choose(r)} />
          <RightsPanel
            detail={rights.detail}
            tree={tree}
            draft={rights.draft}
            onChange={rights.setDraft}
            editable={mayEdit && online}
            noEditNote={mayEdit ? null : RoleMsg.readOnlyNoEdit}
            dirty={rights.dirty}
            saving={saving}
            onRestore={() => void restore()}
            onSave={() => void save()}
          />
        </div>
      )}
    </PageContainer>
  );
}
