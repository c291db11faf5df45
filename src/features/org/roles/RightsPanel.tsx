import { type RoleDetail, type RoleMenuNode, RoleMsg } from '@contract/org/roles';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconInfoCircle, IconRestore } from '@tabler/icons-react';
import { RightsTree } from './RightsTree';

interface RightsPanelProps {
  detail: RoleDetail | null;
  tree: RoleMenuNode[] | undefined;
  draft: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** The member may save rights (/JCSZ/JSGL:edit) and is online. */
  editable: boolean;
  /** Why the member may not edit, when they may not (no ':edit'); null otherwise. */
  noEditNote: string | null;
  dirty: boolean;
  saving: boolean;
  onRestore: () => void;
  onSave: () => void;
}

/** The chosen position's rights as the menu tree, with 恢复推荐权限 and 保存; read-only for all rights or without ':edit'. */
export function RightsPanel({ detail, tree, draft, onChange, editable, noEditNote, dirty, saving, onRestore, onSave }: RightsPanelProps) {
  const readOnly = !editable || !!detail?.allRights;
  return (
    <Paper withBorder radius="md" data-testid="rights-panel">
      <Group justify="space-between" px="md" py="sm">
        <Group gap="xs">
          <Title order={5}>{detail?.positionName ?? '岗位权限'}</Title>
          {detail?.allRights && (
            <Badge variant="light" color="orange">
              全部权限
            </Badge>
          )}
          {detail && !detail.allRights && (
            <Text size="sm" c="dimmed">
              已选 {draft.size} 项
            </Text>
          )}
          {dirty && (
            <Badge variant="dot" color="orange">
              未保存
            </Badge>
          )}
        </Group>
        {!readOnly && (
          <Group gap="sm">
            <Button variant="default" leftSection={<IconRestore size={16} />} onClick={onRestore} disabled={!detail || saving}>
              恢复推荐权限
            </Button>
            <Button leftSection={<IconDeviceFloppy size={16} />} onClick={onSave} disabled={!dirty} loading={saving}>
              保存
            </Button>
          </Group>
        )}
      </Group>
      {detail?.allRights && (
        <Alert color="orange" variant="light" radius={0} icon={<IconInfoCircle size={18} />}>
          {RoleMsg.readOnlyAllRights}
        </Alert>
      )}
      {!detail?.allRights && noEditNote && (
        <Alert color="gray" variant="light" radius={0} icon={<IconInfoCircle size={18} />}>
          {noEditNote}
        </Alert>
      )}
      {detail && tree ? (
        <RightsTree tree={tree} granted={draft} readOnly={readOnly} onChange={onChange} />
      ) : (
        <Stack p="md" gap="sm">
          <Skeleton h={20} />
          <Skeleton h={20} w="80%" />
          <Skeleton h={20} w="60%" />
        </Stack>
      )}
    </Paper>
  );
}
