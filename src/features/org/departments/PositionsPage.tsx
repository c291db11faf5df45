import {
  DUTIES_MAX,
  OrgMsg,
  POSITION_ADD,
  POSITION_EDIT,
  POSITION_NAME_MAX,
  POSITION_REMOVE,
  type Position,
} from '@contract/org/departments';
import { ROLES_PATH } from '@contract/org/roles';
import { POSITION_MENU_EDIT_PATH, POSITION_MENU_EDIT_SCHOOL_ID } from '@contract/routes';
import { Alert, Anchor, Badge, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { addPosition, getPositions, removePosition, updatePosition } from '@/lib/api/calls/org';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/session/can';
import { confirmAction } from '@/ui/confirm';
import { DataTable } from '@/ui/DataTable';
import { FormDialog } from '@/ui/FormDialog';
import { PageContainer } from '@/ui/PageContainer';
import classes from './org.module.css';
import { useOnlineData } from './use-online-data';

type Editing = { kind: 'add' } | { kind: 'edit'; position: Position } | null;

/**
 * /YWGL/RLZYGL/GWGL 岗位管理: the school's positions with their duties (岗位职责, shown to each member at
 * /YWGL/RLZYGL/GWGL/WORK) and member counts. 菜单权限 opens the role editor (/JCSZ/JSGL, or the position-menu editor
 * in school 320) on the position: a position's rights are edited there and nowhere else.
 */
export function PositionsPage() {
  const { schoolId, online, data, failed, reload } = useOnlineData((id) => getPositions(id));
  const navigate = useNavigate();
  const mayAdd = useCan(POSITION_ADD);
  const mayEdit = useCan(POSITION_EDIT);
  const mayRemove = useCan(POSITION_REMOVE);
  const mayRoles = useCan(ROLES_PATH);
  const mayMenu = useCan(POSITION_MENU_EDIT_PATH) && schoolId === POSITION_MENU_EDIT_SCHOOL_ID;
  const [editing, setEditing] = useState<Editing>(null);

  const remove = async (p: Position) => {
    if (!(await confirmAction({ message: OrgMsg.confirmRemovePosition, danger: true }))) return;
    try {
      await removePosition(p.id);
      notify.success(OrgMsg.removed);
      reload();
    } catch {
      // toasted
    }
  };
  const openRights = (p: Position) => void navigate({ to: mayMenu ? POSITION_MENU_EDIT_PATH : ROLES_PATH, search: { positionId: p.id } });

  return (
    <PageContainer
      title="岗位管理"
      description="岗位决定教职工能使用的菜单和操作（菜单权限），岗位职责会展示在每位教职工的“岗位职责”页面。"
      actions={
        <Group gap="xs">
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={reload} disabled={!online}>
            刷新
          </Button>
          {mayAdd && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ kind: 'add' })} disabled={!online}>
              新增岗位
            </Button>
          )}
        </Group>
      }
    >
      {!online && (
        <Alert color="gray" icon={<IconWifiOff size={18} />}>
          {OrgMsg.offline}
        </Alert>
      )}
      {failed && (
        <Alert color="red" title="岗位加载失败">
          <Button size="xs" variant="light" onClick={reload}>
            重试
          </Button>
        </Alert>
      )}
      <DataTable
        page={1}
        pageSize={data?.length ?? 10}
        rows={data}
        rowKey={(p) => String(p.id)}
        columns={[
          {
            key: 'name',
            title: '岗位名称',
            width: 180,
            render: (p) => (
              <Group gap={6} wrap="nowrap">
                <Text size="sm">{p.name}</Text>
                {p.allRights && (
                  <Badge size="sm" variant="light" color="orange">
                    全部权限
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            key: 'duties',
            title: '岗位职责',
            render: (p) =>
              p.duties ? (
                <Text size="sm" lineClamp={2} title={p.duties}>
                  {p.duties}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  未填写
                </Text>
              ),
          },
          { key: 'count', title: '人数', width: 80, align: 'center', render: (p) => p.memberCount },
          {
            key: 'actions',
            title: '操作',
            width: 220,
            render: (p) => (
              <Group gap="md" wrap="nowrap">
                {mayEdit && (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => setEditing({ kind: 'edit', position: p })}
                    disabled={!online}
                  >
                    编辑
                  </Anchor>
                )}
                {(mayRoles || mayMenu) && (
                  <Anchor component="button" type="button" size="sm" onClick={() => openRights(p)}>
                    菜单权限
                  </Anchor>
                )}
                {mayRemove && !p.allRights && (
                  <Anchor component="button" type="button" size="sm" c="red" onClick={() => void remove(p)} disabled={!online}>
                    删除
                  </Anchor>
                )}
              </Group>
            ),
          },
        ]}
      />
      {data && (
        <Text size="sm" c="dimmed">
          共 {data.length} 条
        </Text>
      )}
      {editing && (
        <PositionDialog
          key={editing.kind === 'edit' ? editing.position.id : 'add'}
          position={editing.kind === 'edit' ? editing.position : undefined}
          onClose={() => setEditing(null)}
          onSave={async (name, duties) => {
            try {
              if (editing.kind === 'edit') await updatePosition({ id: editing.position.id, name, duties });
              else await addPosition({ schoolId: schoolId ?? undefined, name, duties });
              notify.success(editing.kind === 'edit' ? OrgMsg.saved : OrgMsg.added);
              reload();
              return true;
            } catch {
              return false;
            }
          }}
        />
      )}
    </PageContainer>
  );
}

function PositionDialog(props: {
  position?: Position | undefined;
  onClose: () => void;
  onSave: (name: string, duties: string) => Promise<boolean>;
}) {
  const [name, setName] = useState(props.position?.name ?? '');
  const [duties, setDuties] = useState(props.position?.duties ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const locked = !!props.position?.allRights;
  const submit = async () => {
    const v = name.trim();
    if (!v) return setError(OrgMsg.positionName);
    setSaving(true);
    const ok = await props.onSave(v, duties);
    setSaving(false);
    if (ok) props.onClose();
  };
  const dirty = name !== (props.position?.name ?? '') || duties !== (props.position?.duties ?? '');
  return (
    <FormDialog
      opened
      title={props.position ? '编辑岗位' : '新增岗位'}
      size="lg"
      onClose={props.onClose}
      onSubmit={() => void submit()}
      saving={saving}
      dirty={dirty}
    >
      <Stack>
        <TextInput
          label="岗位名称"
          withAsterisk
          value={name}
          maxLength={POSITION_NAME_MAX}
          disabled={locked}
          description={locked ? '园长岗位拥有全部权限，名称不能修改。' : undefined}
          error={error}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
        />
        <Textarea
          label="岗位职责"
          placeholder="如：负责本班幼儿的保育和教育工作……"
          autosize
          minRows={5}
          maxRows={12}
          maxLength={DUTIES_MAX}
          value={duties}
          onChange={(e) => setDuties(e.currentTarget.value)}
          classNames={{ input: classes.duties }}
        />
      </Stack>
    </FormDialog>
  );
}
