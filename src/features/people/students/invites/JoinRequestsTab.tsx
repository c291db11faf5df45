import { GUARDIAN_RELATIONS } from '@contract/people/student-enums';
import { JOIN_REQUEST_STATE_NAMES, type JoinRequestView, PARENT_REVIEW_PERMISSION, ParentInviteMsg } from '@contract/people/parent-invites';
import { Alert, Anchor, Badge, Button, Group, Stack, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback, useEffect, useState } from 'react';
import { approveJoinRequest, listJoinRequests, rejectJoinRequest } from '@/lib/api/calls/parent-invites';
import { notify } from '@/lib/notify';
import { useBrowserOnline as useOnline } from '@/lib/online';
import { useCan } from '@/lib/session/can';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { RecordTable } from '@/ui/RecordTable';

const COLORS: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red' };
/** The relation as the guardian record will say it (父亲, not the parent's 爸爸). */
const relationOf = (r: JoinRequestView) => GUARDIAN_RELATIONS[r.relation as keyof typeof GUARDIAN_RELATIONS] ?? '';

/** 家长申请: read online (parents reach the server, not the replica) and reviewed online. */
export function JoinRequestsTab({ schoolId }: { schoolId: number }) {
  const online = useOnline();
  const mayReview = useCan(PARENT_REVIEW_PERMISSION);
  const [rows, setRows] = useState<JoinRequestView[] | undefined>(undefined);
  const load = useCallback(() => {
    if (!navigator.onLine) return;
    listJoinRequests(schoolId)
      .then(setRows)
      .catch(() => setRows([]));
  }, [schoolId]);
  // Again when the network comes back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: online is the trigger
  useEffect(load, [load, online]);

  const approve = async (r: JoinRequestView) => {
    if (!(await confirmAction({ message: `确定通过${r.parentName}（${relationOf(r)}）的申请吗？通过后成为${r.studentName}的监护人。` })))
      return;
    await approveJoinRequest(schoolId, r.id);
    notify.success(ParentInviteMsg.approved);
    load();
  };
  const reject = (r: JoinRequestView) => {
    let reason = '';
    modals.openConfirmModal({
      title: '拒绝申请',
      children: <Textarea label="拒绝原因" withAsterisk maxLength={100} onChange={(e) => (reason = e.currentTarget.value)} />,
      labels: { confirm: '确定', cancel: '取消' },
      onConfirm: async () => {
        if (!reason.trim()) return notify.warning(ParentInviteMsg.reason);
        await rejectJoinRequest(schoolId, r.id, reason.trim());
        notify.success(ParentInviteMsg.rejected);
        load();
      },
    });
  };

  const columns: Column<JoinRequestView>[] = [
    { key: 'studentName', title: '幼儿', render: (r) => r.studentName },
    { key: 'parentName', title: '家长', render: (r) => `${r.parentName}（${relationOf(r)}）` },
    { key: 'phone', title: '手机号', render: (r) => r.phone },
    { key: 'createTime', title: '申请时间', render: (r) => new Date(r.createTime).toLocaleString('zh-CN') },
    {
      key: 'status',
      title: '状态',
      render: (r) => (
        <Stack gap={0} align="flex-start">
          <Badge variant="light" color={COLORS[r.status]}>
            {JOIN_REQUEST_STATE_NAMES[r.status]}
          </Badge>
          {r.reason}
        </Stack>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 120,
      render: (r) =>
        mayReview && r.status === 0 && online ? (
          <Group gap="sm" wrap="nowrap">
            <Anchor component="button" type="button" size="sm" onClick={() => void approve(r)}>
              通过
            </Anchor>
            <Anchor component="button" type="button" size="sm" c="red" onClick={() => reject(r)}>
              拒绝
            </Anchor>
          </Group>
        ) : null,
    },
  ];

  return (
    <Stack>
      {!online && (
        <Alert color="orange" variant="light">
          当前离线，家长申请需联网查看和审核。
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={load} disabled={!online}>
          刷新
        </Button>
      </Group>
      <RecordTable rows={rows} columns={columns} addLabel="" />
    </Stack>
  );
}
