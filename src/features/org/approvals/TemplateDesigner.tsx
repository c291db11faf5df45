import {
  APPROVAL_KIND_LABEL,
  APPROVAL_KINDS,
  type ApprovalField,
  type ApprovalKind,
  type ApprovalOptions,
  type ApprovalTemplateRow,
  FIELD_KIND_LABEL,
  FIELD_KINDS,
  FIXED_FIELDS,
  isFixedField,
  STEP_MODE_LABEL,
  STEP_TYPE_LABEL,
  STEP_TYPES,
  type StepMode,
  type StepType,
  saveTemplateSchema,
} from '@contract/org/approvals';
import { uuidv7 } from '@contract/ids';
import {
  ActionIcon,
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  MultiSelect,
  Paper,
  Radio,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { saveApprovalTemplate } from '@/lib/api/calls/approvals';
import { notify } from '@/lib/notify';

interface StepDraft {
  type: StepType;
  mode: StepMode;
  userIds: string[];
  positionId: string | null;
}
interface Draft {
  id: string;
  name: string;
  kind: ApprovalKind;
  description: string;
  fields: ApprovalField[];
  steps: StepDraft[];
  cc: string[];
  enabled: boolean;
}

const blankField = (n: number): ApprovalField => ({
  key: `f${Date.now().toString(36)}${n}`,
  label: '',
  kind: 'text',
  required: false,
  options: [],
  multiple: false,
  placeholder: '',
});
const fromRow = (t: ApprovalTemplateRow): Draft => ({
  id: t.id,
  name: t.name,
  kind: t.kind,
  description: t.description,
  fields: t.fields,
  steps: t.steps.map((s) => ({
    type: s.type,
    mode: s.mode,
    userIds: s.userIds.map(String),
    positionId: s.positionId === null ? null : String(s.positionId),
  })),
  cc: t.ccUserIds.map(String),
  enabled: t.enabled,
});
const fresh = (): Draft => ({
  id: uuidv7(),
  name: '',
  kind: 'general',
  description: '',
  fields: [{ ...blankField(0), key: 'content', label: '申请内容', kind: 'textarea', required: true }],
  steps: [{ type: 'leader', mode: 'any', userIds: [], positionId: null }],
  cc: [],
  enabled: true,
});
const move = <T,>(xs: T[], i: number, d: number): T[] => {
  const j = i + d;
  if (j < 0 || j >= xs.length) return xs;
  const next = [...xs];
  [next[i], next[j]] = [next[j] as T, next[i] as T];
  return next;
};

/**
 * 审批设置's designer: the form (fields of the seven kinds, each with its label, required, options) and the flow
 * (ordered steps, each named people, a position or the department head, 会签 or 或签; copy-to people). A kind's
 * fixed fields (leave: type, dates, reason; seal: the seal and the purpose) stay; the server checks it all again.
 */
export function TemplateDesigner({
  schoolId,
  template,
  options,
  onClose,
}: {
  schoolId: number;
  /** null: closed; 'new': a new template. */
  template: ApprovalTemplateRow | 'new' | null;
  options: ApprovalOptions | null;
  onClose: (saved: boolean) => void;
}) {
  const [d, setD] = useState<Draft>(fresh);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (template) setD(template === 'new' ? fresh() : fromRow(template));
    setError(null);
  }, [template]);
  if (!template) return null;
  const editing = template !== 'new';
  const staff = (options?.staff ?? []).map((s) => ({
    value: String(s.userId),
    label: `${s.name}${s.positionName ? `（${s.positionName}）` : ''}`,
  }));
  const positions = (options?.positions ?? []).map((p) => ({ value: String(p.id), label: p.name }));

  const setKind = (kind: ApprovalKind) =>
    setD((x) => ({
      ...x,
      kind,
      fields: [...(FIXED_FIELDS[kind] ?? []), ...x.fields.filter((f) => !isFixedField(x.kind, f.key) && !isFixedField(kind, f.key))],
    }));
  const setField = (i: number, patch: Partial<ApprovalField>) =>
    setD((x) => ({ ...x, fields: x.fields.map((f, j) => (j === i ? { ...f, ...patch } : f)) }));
  const setStep = (i: number, patch: Partial<StepDraft>) =>
    setD((x) => ({ ...x, steps: x.steps.map((s, j) => (j === i ? { ...s, ...patch } : s)) }));

  const save = async () => {
    const input = {
      schoolId,
      id: d.id,
      name: d.name,
      kind: d.kind,
      description: d.description,
      fields: d.fields,
      steps: d.steps.map((s) => ({
        type: s.type,
        mode: s.mode,
        userIds: s.userIds.map(Number),
        positionId: s.positionId === null ? null : Number(s.positionId),
      })),
      ccUserIds: d.cc.map(Number),
      enabled: d.enabled,
    };
    const parsed = saveTemplateSchema.safeParse(input);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '请检查模板内容');
    setError(null);
    setBusy(true);
    try {
      await saveApprovalTemplate(parsed.data);
      notify.success('保存成功');
      onClose(true);
    } catch {
      // the call's toast says why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={() => onClose(false)}
      title={<Text fw={600}>{editing ? '编辑审批模板' : '新增审批模板'}</Text>}
      size="xl"
      centered
    >
      <Stack gap="md">
        <Group grow align="flex-start">
          <TextInput
            label="模板名称"
            withAsterisk
            maxLength={20}
            value={d.name}
            onChange={(e) => setD({ ...d, name: e.currentTarget.value })}
          />
          <Select
            label="模板类型"
            withAsterisk
            disabled={editing}
            data={APPROVAL_KINDS.map((k) => ({ value: k, label: APPROVAL_KIND_LABEL[k] }))}
            value={d.kind}
            onChange={(v) => v && setKind(v as ApprovalKind)}
            allowDeselect={false}
          />
        </Group>
        <TextInput
          label="说明"
          maxLength={100}
          value={d.description}
          onChange={(e) => setD({ ...d, description: e.currentTarget.value })}
        />
        <Switch label="启用" checked={d.enabled} onChange={(e) => setD({ ...d, enabled: e.currentTarget.checked })} />

        <Divider label="表单设计" labelPosition="left" />
        {d.fields.map((f, i) => {
          const fixed = isFixedField(d.kind, f.key);
          return (
            <Paper key={f.key} withBorder p="sm" radius="md">
              <Group align="flex-end" wrap="wrap" gap="sm">
                <TextInput
                  label="字段名称"
                  aria-label={`字段${i + 1}名称`}
                  maxLength={20}
                  w={180}
                  value={f.label}
                  onChange={(e) => setField(i, { label: e.currentTarget.value })}
                />
                <Select
                  label="字段类型"
                  w={140}
                  disabled={fixed}
                  data={FIELD_KINDS.map((k) => ({ value: k, label: FIELD_KIND_LABEL[k] }))}
                  value={f.kind}
                  onChange={(v) => v && setField(i, { kind: v as ApprovalField['kind'] })}
                  allowDeselect={false}
                />
                <Checkbox
                  label="必填"
                  disabled={fixed}
                  checked={f.required}
                  onChange={(e) => setField(i, { required: e.currentTarget.checked })}
                />
                {f.kind === 'choice' && (
                  <Checkbox
                    label="多选"
                    disabled={fixed}
                    checked={f.multiple}
                    onChange={(e) => setField(i, { multiple: e.currentTarget.checked })}
                  />
                )}
                <Group gap={4} ml="auto">
                  <ActionIcon variant="subtle" aria-label="上移" onClick={() => setD({ ...d, fields: move(d.fields, i, -1) })}>
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" aria-label="下移" onClick={() => setD({ ...d, fields: move(d.fields, i, 1) })}>
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label="删除字段"
                    disabled={fixed}
                    onClick={() => setD({ ...d, fields: d.fields.filter((_, j) => j !== i) })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
              {f.kind === 'choice' && (
                <TagsInput
                  mt="xs"
                  label="选项"
                  description="输入后按回车添加"
                  disabled={fixed && d.kind === 'leave'}
                  value={f.options}
                  onChange={(options) => setField(i, { options })}
                  maxTags={30}
                />
              )}
            </Paper>
          );
        })}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setD({ ...d, fields: [...d.fields, blankField(d.fields.length)] })}
          w={140}
        >
          添加字段
        </Button>

        <Divider label="审批流程" labelPosition="left" />
        {d.steps.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps are edited in place by position
          <Paper key={i} withBorder p="sm" radius="md">
            <Group align="flex-end" wrap="wrap" gap="sm">
              <Text fw={600} size="sm" w={56}>
                节点{i + 1}
              </Text>
              <Select
                label="审批人"
                w={140}
                data={STEP_TYPES.map((t) => ({ value: t, label: STEP_TYPE_LABEL[t] }))}
                value={s.type}
                onChange={(v) => v && setStep(i, { type: v as StepType })}
                allowDeselect={false}
              />
              {s.type === 'user' && (
                <MultiSelect
                  label="选择成员"
                  w={280}
                  data={staff}
                  value={s.userIds}
                  onChange={(userIds) => setStep(i, { userIds })}
                  searchable
                />
              )}
              {s.type === 'position' && (
                <Select
                  label="选择岗位"
                  w={180}
                  data={positions}
                  value={s.positionId}
                  onChange={(positionId) => setStep(i, { positionId })}
                />
              )}
              <Group gap={4} ml="auto">
                <ActionIcon variant="subtle" aria-label="上移节点" onClick={() => setD({ ...d, steps: move(d.steps, i, -1) })}>
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon variant="subtle" aria-label="下移节点" onClick={() => setD({ ...d, steps: move(d.steps, i, 1) })}>
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label="删除节点"
                  onClick={() => setD({ ...d, steps: d.steps.filter((_, j) => j !== i) })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
            <Radio.Group mt="xs" value={s.mode} onChange={(v) => setStep(i, { mode: v as StepMode })}>
              <Group gap="md">
                <Radio value="any" label={STEP_MODE_LABEL.any} />
                <Radio value="all" label={STEP_MODE_LABEL.all} />
              </Group>
            </Radio.Group>
          </Paper>
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          w={140}
          onClick={() => setD({ ...d, steps: [...d.steps, { type: 'user', mode: 'any', userIds: [], positionId: null }] })}
        >
          添加节点
        </Button>
        <MultiSelect label="抄送人" data={staff} value={d.cc} onChange={(cc) => setD({ ...d, cc })} searchable />

        {error && (
          <Text c="red" size="sm">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(false)}>
            取消
          </Button>
          <Button loading={busy} onClick={save}>
            确定
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
