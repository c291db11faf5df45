import { ApprovalMsg, type ApprovalTemplateRow, formIssue } from '@contract/org/approvals';
import { uuidv7 } from '@contract/ids';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';
import { type Draft, FieldInput, formOf } from './FormFields';

/**
 * 发起申请: the template's form, checked as the server will (formIssue) and queued as the sync mutation
 * `approval.submit`: online it reaches the server at once, offline it waits on the device, marked 未提交（待同步）.
 */
export function ApplyDialog({
  schoolId,
  template,
  onClose,
}: {
  schoolId: number;
  template: ApprovalTemplateRow | null;
  onClose: (submitted: boolean) => void;
}) {
  const mutate = useMutate();
  const [draft, setDraft] = useState<Draft>({});
  const [error, setError] = useState<{ key: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new template starts an empty form
  useEffect(() => {
    setDraft({});
    setError(null);
  }, [template?.id]);
  if (!template) return null;
  const submit = async () => {
    const form = formOf(template.fields, draft);
    const issue = formIssue(template.fields, form);
    setError(issue);
    if (issue) return;
    setBusy(true);
    const ok = await mutate('approval.submit', {
      id: uuidv7(),
      schoolId,
      templateId: template.id,
      form,
      createTime: new Date().toISOString(),
    });
    setBusy(false);
    if (!ok) return;
    notify.success(navigator.onLine ? ApprovalMsg.submitted : ApprovalMsg.queued);
    onClose(true);
  };
  return (
    <Modal opened onClose={() => onClose(false)} title={<Text fw={600}>{template.name}</Text>} size="lg" centered>
      <Stack gap="md">
        {template.description && (
          <Text size="sm" c="dimmed">
            {template.description}
          </Text>
        )}
        {template.fields.map((f) => (
          <FieldInput
            key={f.key}
            field={f}
            value={draft[f.key]}
            error={error?.key === f.key ? error.message : undefined}
            onChange={(v) => {
              setDraft((d) => ({ ...d, [f.key]: v }));
              if (error?.key === f.key) setError(null);
            }}
          />
        ))}
        <Text size="sm" c="dimmed">
          审批流程：{template.steps.map((s) => s.label).join(' → ')}
          {template.ccNames.length > 0 && `；抄送：${template.ccNames.join('、')}`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(false)}>
            取消
          </Button>
          <Button loading={busy} onClick={submit}>
            提交
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
