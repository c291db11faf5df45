import {
  APPROVAL_KIND_LABEL,
  APPROVAL_STATUS_COLOR,
  APPROVAL_STATUS_LABEL,
  type ApprovalDetail,
  ApprovalMsg,
  STEP_MODE_SHORT,
  TIMELINE_LABEL,
} from '@contract/org/approvals';
import { Alert, Badge, Button, Divider, Drawer, Group, Loader, SimpleGrid, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import '@mantine/core/styles/Timeline.css';
import { IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { decideApproval, getApprovalDetail, revokeApproval } from '@/lib/api/calls/approvals';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { confirmAction } from '@/ui/confirm';
import { FieldValue } from './FormFields';

export const StatusBadge = ({ status }: { status: number }) => (
  <Badge variant="light" color={APPROVAL_STATUS_COLOR[status] ?? 'gray'}>
    {APPROVAL_STATUS_LABEL[status] ?? status}
  </Badge>
);

/**
 * An application: its form, its flow step by step (who approved, who is awaited) and its timeline; 同意 / 拒绝 for
 * who it waits for, 撤销 for its applicant. Acting needs the server (online calls): offline the buttons say so.
 */
export function ApprovalDetailDrawer({
  schoolId,
  id,
  onClose,
}: {
  schoolId: number;
  id: string | null;
  onClose: (changed: boolean) => void;
}) {
  const online = useBrowserOnline();
  const [detail, setDetail] = useState<ApprovalDetail | null>(null);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    setDetail(null);
    setComment('');
    setCommentError(null);
    setChanged(false);
    if (!id) return;
    getApprovalDetail(schoolId, id)
      .then(setDetail)
      .catch(() => onClose(false));
  }, [schoolId, id, onClose]);

  const act = async (run: () => Promise<ApprovalDetail>, message: string) => {
    setBusy(true);
    try {
      const next = await run();
      setDetail(next);
      setComment('');
      setChanged(true);
      notify.success(message);
    } catch {
      // the call's toast says why
    } finally {
      setBusy(false);
    }
  };
  const approve = async () => {
    if (!detail || !(await confirmAction({ message: ApprovalMsg.confirmApprove }))) return;
    await act(() => decideApproval(schoolId, detail.id, 'approve', comment.trim()), ApprovalMsg.approved);
  };
  const refuse = async () => {
    if (!detail) return;
    if (comment.trim() === '') return setCommentError(ApprovalMsg.refuseComment);
    setCommentError(null);
    await act(() => decideApproval(schoolId, detail.id, 'refuse', comment.trim()), ApprovalMsg.refused);
  };
  const revoke = async () => {
    if (!detail || !(await confirmAction({ message: ApprovalMsg.confirmRevoke, danger: true }))) return;
    await act(() => revokeApproval(schoolId, detail.id), ApprovalMsg.revoked);
  };

  return (
    <Drawer opened={id !== null} onClose={() => onClose(changed)} position="right" size="lg" title={<Text fw={600}>审批详情</Text>}>
      {!detail ? (
        <Group justify="center" py="xl">
          <Loader size="sm" />
        </Group>
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={4}>
              {detail.applicantName}提交的{detail.templateName}
            </Title>
            <StatusBadge status={detail.status} />
          </Group>
          <SimpleGrid cols={2} spacing="xs">
            <Text size="sm" c="dimmed">
              审批类型：{APPROVAL_KIND_LABEL[detail.kind]}
            </Text>
            <Text size="sm" c="dimmed">
              所在部门：{detail.departmentName || '—'}
            </Text>
            <Text size="sm" c="dimmed">
              提交时间：{detail.createTime}
            </Text>
            <Text size="sm" c="dimmed">
              审批编号：{detail.id.slice(-12).toUpperCase()}
            </Text>
          </SimpleGrid>
          <Divider label="申请内容" labelPosition="left" />
          <Stack gap="sm">
            {detail.fields.map((f) => (
              <div key={f.key}>
                <Text size="xs" c="dimmed">
                  {f.label}
                </Text>
                <FieldValue field={f} value={detail.form[f.key]} />
              </div>
            ))}
          </Stack>
          <Divider label="审批流程" labelPosition="left" />
          <Timeline bulletSize={22} lineWidth={2} active={detail.currentStep ?? detail.flow.length}>
            {detail.flow.map((step, i) => {
              const refused = step.decisions.some((d) => d.result === 'refused');
              const current = detail.currentStep === i;
              return (
                <Timeline.Item
                  // biome-ignore lint/suspicious/noArrayIndexKey: steps are fixed by position
                  key={i}
                  bullet={refused ? <IconX size={12} /> : current ? <IconClock size={12} /> : <IconCheck size={12} />}
                  color={refused ? 'red' : current ? 'blue' : 'teal'}
                  title={`${step.label}${step.approvers.length > 1 ? `（${STEP_MODE_SHORT[step.mode]}）` : ''}`}
                >
                  <Text size="sm" c="dimmed">
                    审批人：{step.approvers.map((a) => a.name).join('、') || '—'}
                  </Text>
                  {step.decisions.map((d) => (
                    <Text key={`${d.userId}-${d.time}`} size="sm">
                      {d.name} {d.result === 'approved' ? '已同意' : d.result === 'refused' ? '已拒绝' : '自动通过'} · {d.time}
                      {d.comment && d.result !== 'auto' ? `：${d.comment}` : ''}
                    </Text>
                  ))}
                </Timeline.Item>
              );
            })}
          </Timeline>
          {detail.cc.length > 0 && (
            <Text size="sm" c="dimmed">
              抄送：{detail.cc.map((c) => c.name).join('、')}
            </Text>
          )}
          <Divider label="操作记录" labelPosition="left" />
          <Stack gap={4}>
            {detail.timeline.map((e) => (
              <Text key={`${e.action}-${e.time}-${e.userId ?? e.name}`} size="sm">
                {e.time} {e.name} {TIMELINE_LABEL[e.action]}
                {e.comment ? `：${e.comment}` : ''}
              </Text>
            ))}
          </Stack>
          {(detail.canDecide || detail.canRevoke) && !online && <Alert color="orange">{ApprovalMsg.online}</Alert>}
          {detail.canDecide && (
            <Stack gap="xs">
              <Textarea
                label={detail.status === -1 ? '意见（撤销申请）' : '审批意见'}
                placeholder="同意时可不填，拒绝时必填"
                autosize
                minRows={2}
                maxLength={200}
                value={comment}
                error={commentError}
                onChange={(e) => setComment(e.currentTarget.value)}
              />
              <Group justify="flex-end">
                <Button color="red" variant="light" disabled={!online} loading={busy} onClick={refuse}>
                  {detail.status === -1 ? '拒绝撤销' : '拒绝'}
                </Button>
                <Button disabled={!online} loading={busy} onClick={approve}>
                  {detail.status === -1 ? '同意撤销' : '同意'}
                </Button>
              </Group>
            </Stack>
          )}
          {detail.canRevoke && (
            <Group justify="flex-end">
              <Button variant="default" disabled={!online} loading={busy} onClick={revoke}>
                撤销
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
