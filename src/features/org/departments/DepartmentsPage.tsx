import { buildDeptTree, DEPT_ADD, DEPT_EDIT, DEPT_REMOVE, type DeptNode, isInSubtree, OrgMsg } from '@contract/org/departments';
import { Alert, Anchor, Badge, Button, Group, Menu, Paper, Select, Skeleton, Table, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconGripVertical, IconPlus, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { type DragEvent, useMemo, useState } from 'react';
import { addDepartment, getDepartments, moveDepartment, removeDepartment, renameDepartment } from '@/lib/api/calls/org';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/session/can';
import { confirmAction } from '@/ui/confirm';
import { EmptyState } from '@/ui/EmptyState';
import { FormDialog } from '@/ui/FormDialog';
import { PageContainer } from '@/ui/PageContainer';
import classes from './org.module.css';
import { useOnlineData } from './use-online-data';

type Drop = { id: number; where: 'before' | 'inside' | 'after' };
type Dialog = { kind: 'add'; parentId: number | null } | { kind: 'rename'; node: DeptNode } | { kind: 'moveTo'; node: DeptNode } | null;

interface Row {
  node: DeptNode;
  depth: number;
  siblings: DeptNode[];
  index: number;
}

/** The visible rows: the tree walked depth first, a collapsed node's children left out. */
function visibleRows(roots: DeptNode[], collapsed: ReadonlySet<number>): Row[] {
  const out: Row[] = [];
  const walk = (list: DeptNode[], depth: number) =>
    list.forEach((node, index) => {
      out.push({ node, depth, siblings: list, index });
      if (!collapsed.has(node.id)) walk(node.children, depth + 1);
    });
  walk(roots, 0);
  return out;
}

/** Where a drop over a row lands: its top quarter before it, its bottom quarter after it, else inside it. */
function dropWhere(e: DragEvent<HTMLElement>): Drop['where'] {
  const box = e.currentTarget.getBoundingClientRect();
  const y = e.clientY - box.top;
  if (y < box.height / 4) return 'before';
  if (y > (box.height * 3) / 4) return 'after';
  return 'inside';
}

/**
 * /YWGL/RLZYGL/BMGL 部门管理: the department tree as a tree table (RuoYi's 部门管理), with member counts. Drag a row
 * onto another to put it inside, or onto its top or bottom edge to put it before or after; the same moves from the
 * keyboard: 上移, 下移 and 移动到… in each row's 更多 menu. Every move is one server call (it refuses a cycle).
 */
export function DepartmentsPage() {
  const { schoolId, online, data, failed, reload } = useOnlineData((id) => getDepartments(id));
  const mayAdd = useCan(DEPT_ADD);
  const mayEdit = useCan(DEPT_EDIT);
  const mayRemove = useCan(DEPT_REMOVE);
  const tree = useMemo(() => (data ? buildDeptTree(data) : undefined), [data]);
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<Drop | null>(null);
  const rows = tree ? visibleRows(tree, collapsed) : undefined;
  const total = tree?.reduce((s, n) => s + n.totalCount, 0) ?? 0;

  const run = async (call: () => Promise<unknown>, msg: string) => {
    try {
      await call();
      notify.success(msg);
      reload();
      return true;
    } catch {
      return false; // toasted by the api client
    }
  };
  const move = (id: number, parentId: number | null, index: number) => run(() => moveDepartment({ id, parentId, index }), OrgMsg.moved);

  const dropOn = (target: Row, where: Drop['where']) => {
    const id = dragging;
    setDragging(null);
    setOver(null);
    if (id === null || !data || id === target.node.id) return;
    if (isInSubtree(data, id, target.node.id)) return notify.warning(OrgMsg.deptCycle);
    if (where === 'inside') return void move(id, target.node.id, target.node.children.filter((c) => c.id !== id).length);
    const siblings = target.siblings.filter((s) => s.id !== id);
    const at = siblings.findIndex((s) => s.id === target.node.id);
    void move(id, target.node.parentId, where === 'before' ? at : at + 1);
  };

  const remove = async (node: DeptNode) => {
    if (!(await confirmAction({ message: OrgMsg.confirmRemoveDept, danger: true }))) return;
    await run(() => removeDepartment(node.id), OrgMsg.removed);
  };

  const toggle = (id: number) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <PageContainer
      title="部门管理"
      description="按部门组织教职工。拖动部门可调整顺序或移到其他部门下；也可使用“更多”中的上移、下移、移动到。"
      actions={
        <Group gap="xs">
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={reload} disabled={!online}>
            刷新
          </Button>
          {mayAdd && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'add', parentId: null })} disabled={!online}>
              新增部门
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
        <Alert color="red" title="部门加载失败">
          <Button size="xs" variant="light" onClick={reload}>
            重试
          </Button>
        </Alert>
      )}
      <Paper withBorder radius="md">
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover data-testid="dept-tree">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>部门名称</Table.Th>
              <Table.Th w={110} ta="center">
                本部门人数
              </Table.Th>
              <Table.Th w={110} ta="center">
                含下级人数
              </Table.Th>
              <Table.Th w={300}>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows === undefined &&
              [0, 1, 2, 3].map((i) => (
                <Table.Tr key={i}>
                  <Table.Td colSpan={4}>
                    <Skeleton h={18} />
                  </Table.Td>
                </Table.Tr>
              ))}
            {rows?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <EmptyState />
                </Table.Td>
              </Table.Tr>
            )}
            {rows?.map((row) => {
              const { node, depth, siblings, index } = row;
              const mark = over?.id === node.id ? over.where : undefined;
              return (
                <Table.Tr
                  key={node.id}
                  data-testid={`dept-row-${node.name}`}
                  data-drop={mark}
                  className={classes.deptRow}
                  draggable={mayEdit && online}
                  onDragStart={(e) => {
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', String(node.id));
                    setDragging(node.id);
                  }}
                  onDragEnd={() => {
                    setDragging(null);
                    setOver(null);
                  }}
                  onDragOver={(e) => {
                    if (dragging === null || dragging === node.id) return;
                    e.preventDefault();
                    const where = dropWhere(e);
                    if (over?.id !== node.id || over.where !== where) setOver({ id: node.id, where });
                  }}
                  onDrop={(e) => {
                    e.preventDefault();
                    dropOn(row, dropWhere(e));
                  }}
                >
                  <Table.Td>
                    <Group gap={6} wrap="nowrap" pl={depth * 24}>
                      {mayEdit && <IconGripVertical size={14} className={classes.grip} aria-hidden />}
                      {node.children.length > 0 ? (
                        <Anchor
                          component="button"
                          type="button"
                          c="dimmed"
                          aria-label={collapsed.has(node.id) ? `展开${node.name}` : `收起${node.name}`}
                          onClick={() => toggle(node.id)}
                          className={classes.toggle}
                        >
                          {collapsed.has(node.id) ? <IconChevronRight size={14} /> : <IconChevronDown size={14} />}
                        </Anchor>
                      ) : (
                        <span className={classes.toggle} />
                      )}
                      <Text size="sm" fw={depth === 0 ? 600 : 400}>
                        {node.name}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="center">
                    <Badge variant="light" color={node.memberCount > 0 ? 'blue' : 'gray'}>
                      {node.memberCount}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="center">{node.totalCount}</Table.Td>
                  <Table.Td>
                    <Group gap="md" wrap="nowrap">
                      {mayAdd && (
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          onClick={() => setDialog({ kind: 'add', parentId: node.id })}
                          disabled={!online}
                        >
                          新增下级
                        </Anchor>
                      )}
                      {mayEdit && (
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          onClick={() => setDialog({ kind: 'rename', node })}
                          disabled={!online}
                        >
                          修改
                        </Anchor>
                      )}
                      {mayRemove && (
                        <Anchor component="button" type="button" size="sm" c="red" onClick={() => void remove(node)} disabled={!online}>
                          删除
                        </Anchor>
                      )}
                      {mayEdit && (
                        <Menu position="bottom-end" withinPortal>
                          <Menu.Target>
                            <Anchor component="button" type="button" size="sm" aria-label={`${node.name} 更多`} disabled={!online}>
                              更多
                            </Anchor>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Item disabled={index === 0} onClick={() => void move(node.id, node.parentId, index - 1)}>
                              上移
                            </Menu.Item>
                            <Menu.Item
                              disabled={index === siblings.length - 1}
                              onClick={() => void move(node.id, node.parentId, index + 1)}
                            >
                              下移
                            </Menu.Item>
                            <Menu.Item onClick={() => setDialog({ kind: 'moveTo', node })}>移动到…</Menu.Item>
                          </Menu.Dropdown>
                        </Menu>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Paper>
      {tree && (
        <Text size="sm" c="dimmed">
          共 {data?.length ?? 0} 个部门，{total} 名教职工
        </Text>
      )}
      {dialog?.kind === 'add' || dialog?.kind === 'rename' ? (
        <NameDialog
          key={dialog.kind === 'rename' ? `r${dialog.node.id}` : `a${dialog.parentId}`}
          title={dialog.kind === 'add' ? (dialog.parentId ? '新增下级部门' : '新增部门') : '修改部门'}
          initial={dialog.kind === 'rename' ? dialog.node.name : ''}
          onClose={() => setDialog(null)}
          onSave={(name) =>
            dialog.kind === 'add'
              ? run(() => addDepartment({ schoolId: schoolId ?? undefined, name, parentId: dialog.parentId }), OrgMsg.added)
              : run(() => renameDepartment(dialog.node.id, name), OrgMsg.saved)
          }
        />
      ) : null}
      {dialog?.kind === 'moveTo' && data && (
        <MoveToDialog
          node={dialog.node}
          options={data.filter((d) => !isInSubtree(data, dialog.node.id, d.id)).map((d) => ({ value: String(d.id), label: d.name }))}
          onClose={() => setDialog(null)}
          onSave={(parentId) => move(dialog.node.id, parentId, 100_000)}
        />
      )}
    </PageContainer>
  );
}

function NameDialog(props: { title: string; initial: string; onClose: () => void; onSave: (name: string) => Promise<boolean> }) {
  const [name, setName] = useState(props.initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const v = name.trim();
    if (!v) return setError(OrgMsg.deptName);
    if (v.length > 20) return setError(OrgMsg.deptNameMax);
    setSaving(true);
    const ok = await props.onSave(v);
    setSaving(false);
    if (ok) props.onClose();
  };
  return (
    <FormDialog
      opened
      title={props.title}
      size="md"
      onClose={props.onClose}
      onSubmit={() => void submit()}
      saving={saving}
      dirty={name !== props.initial}
    >
      <TextInput
        label="部门名称"
        withAsterisk
        data-autofocus
        value={name}
        maxLength={20}
        error={error}
        onChange={(e) => {
          setName(e.currentTarget.value);
          setError(null);
        }}
      />
    </FormDialog>
  );
}

const TOP = 'top';
function MoveToDialog(props: {
  node: DeptNode;
  options: { value: string; label: string }[];
  onClose: () => void;
  onSave: (parentId: number | null) => Promise<boolean>;
}) {
  const [parent, setParent] = useState<string>(props.node.parentId === null ? TOP : String(props.node.parentId));
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    const ok = await props.onSave(parent === TOP ? null : Number(parent));
    setSaving(false);
    if (ok) props.onClose();
  };
  return (
    <FormDialog opened title={`移动“${props.node.name}”`} size="md" onClose={props.onClose} onSubmit={() => void submit()} saving={saving}>
      <Select
        label="移动到"
        description="部门及其下级部门一起移动，排在新上级的最后；不能移到自己或自己的下级之下。"
        data={[{ value: TOP, label: '顶级（无上级部门）' }, ...props.options]}
        value={parent}
        onChange={(v) => v && setParent(v)}
        searchable
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </FormDialog>
  );
}
