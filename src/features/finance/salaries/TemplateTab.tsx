import { SALARY_EDIT, SALARY_KINDS, SALARY_MAX_ITEMS, type SalaryItem, salaryItemsField } from '@contract/finance/salaries';
import { ActionIcon, Alert, Button, Group, Paper, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCan } from '@/lib/session/can';
import { EmptyState } from '@/ui/EmptyState';
import { useSalaryTemplate } from './use-salary-rows';

/** A new item's key: stable across renames, so a month's amounts stay with their item. */
const newKey = () => `i${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const SUGGESTED: SalaryItem[] = [
  { key: 'base', name: '基本工资', kind: 'add' },
  { key: 'post', name: '岗位工资', kind: 'add' },
  { key: 'merit', name: '绩效工资', kind: 'add' },
  { key: 'meal', name: '餐补', kind: 'add' },
  { key: 'social', name: '社保个人', kind: 'deduct' },
  { key: 'fund', name: '公积金个人', kind: 'deduct' },
  { key: 'tax', name: '个人所得税', kind: 'deduct' },
  { key: 'absence', name: '考勤扣款', kind: 'deduct' },
];

/**
 * 工资模板: the school's items in order, each 应发 or 扣款; 上移/下移 to order them. Saved as a sync mutation (offline
 * too). A month keeps the items it was made with; the next month made takes these.
 */
export function TemplateTab() {
  const template = useSalaryTemplate();
  const { schoolId } = useReplica();
  const mutate = useMutate();
  const mayEdit = useCan(SALARY_EDIT);
  const [items, setItems] = useState<SalaryItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (template !== undefined && items === null) setItems(template?.items.length ? template.items : SUGGESTED);
  }, [template, items]);
  if (items === null) return <EmptyState />;

  const change = (i: number, patch: Partial<SalaryItem>) => {
    setItems(items.map((x, n) => (n === i ? { ...x, ...patch } : x)));
    setError(null);
  };
  const swap = (i: number, j: number) => {
    const next = [...items];
    const [a, b] = [next[i], next[j]];
    if (!a || !b) return;
    next[i] = b;
    next[j] = a;
    setItems(next);
  };
  const save = async () => {
    const checked = salaryItemsField.safeParse(items.map((x) => ({ ...x, name: x.name.trim() })));
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? '工资项目不正确');
    if (!schoolId) return;
    setSaving(true);
    try {
      if (await mutate('salaryTemplate.save', { schoolId, items: checked.data })) notify.success('保存成功');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      {!template?.items.length && (
        <Alert color="blue" variant="light">
          尚未设置工资模板，下面是常用的工资项目，可调整后保存。
        </Alert>
      )}
      <Paper withBorder radius="md">
        <Table striped verticalSpacing="xs" data-testid="salary-template">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={72} ta="center">
                序号
              </Table.Th>
              <Table.Th>工资项目</Table.Th>
              <Table.Th w={180}>类型</Table.Th>
              <Table.Th w={150}>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item, i) => (
              <Table.Tr key={item.key}>
                <Table.Td ta="center" c="dimmed">
                  {i + 1}
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`第${i + 1}项名称`}
                    maxLength={10}
                    value={item.name}
                    disabled={!mayEdit}
                    onChange={(e) => change(i, { name: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <SegmentedControl
                    size="xs"
                    disabled={!mayEdit}
                    value={item.kind}
                    color={item.kind === 'add' ? 'teal' : 'red'}
                    onChange={(v) => change(i, { kind: v as SalaryItem['kind'] })}
                    data={[
                      { value: 'add', label: SALARY_KINDS.add },
                      { value: 'deduct', label: SALARY_KINDS.deduct },
                    ]}
                  />
                </Table.Td>
                <Table.Td>
                  {mayEdit && (
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon variant="subtle" aria-label="上移" disabled={i === 0} onClick={() => swap(i, i - 1)}>
                        <IconArrowUp size={16} />
                      </ActionIcon>
                      <ActionIcon variant="subtle" aria-label="下移" disabled={i === items.length - 1} onClick={() => swap(i, i + 1)}>
                        <IconArrowDown size={16} />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="red" aria-label="删除" onClick={() => setItems(items.filter((_, n) => n !== i))}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {items.length === 0 && <EmptyState />}
      </Paper>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          共 {items.length} 项（应发 {items.filter((x) => x.kind === 'add').length} 项，扣款{' '}
          {items.filter((x) => x.kind === 'deduct').length} 项）
        </Text>
        {mayEdit && (
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              disabled={items.length >= SALARY_MAX_ITEMS}
              onClick={() => setItems([...items, { key: newKey(), name: '', kind: 'add' }])}
            >
              添加项目
            </Button>
            <Button onClick={() => void save()} loading={saving}>
              保存模板
            </Button>
          </Group>
        )}
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
