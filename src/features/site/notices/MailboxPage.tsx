import { LetterMsg, type MailboxLetter, NOTICE_LIMITS } from '@contract/site/notices';
import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { getMailbox, replyLetter } from '@/lib/api/calls/notices';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session/store';
import { type Column, DataTable } from '@/ui/DataTable';
import { PageContainer } from '@/ui/PageContainer';
import { TablePager } from '@/ui/TablePager';
import { useServerPage } from './use-server-page';

/**
 * 园长信箱 /YWGL/YSXC/YCXX, the principal's position only (the guard and the server both check): the letters staff
 * wrote, 匿名 where the writer chose so (the server sends nothing else about them), and 回复.
 */
export function MailboxPage() {
  const schoolId = useSession().session?.schoolInfo.schoolId;
  const { page, paging, rows, reload } = useServerPage(schoolId, getMailbox);
  const [open, setOpen] = useState<MailboxLetter | null>(null);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  if (!schoolId) return null;

  const show = (l: MailboxLetter) => {
    setOpen(l);
    setReply(l.reply ?? '');
    setError(undefined);
  };
  const send = async () => {
    if (!open) return;
    const text = reply.trim();
    if (!text) return setError(LetterMsg.reply);
    if (text.length > NOTICE_LIMITS.reply) return setError(LetterMsg.replyMax);
    setSaving(true);
    try {
      const saved = await replyLetter(schoolId, open.id, text);
      notify.success(LetterMsg.replied);
      setOpen(saved);
      reload();
    } catch {
      // toasted
    } finally {
      setSaving(false);
    }
  };
  const columns: Column<MailboxLetter>[] = [
    {
      key: 'title',
      title: '标题',
      render: (l) => (
        <Anchor component="button" type="button" size="sm" onClick={() => show(l)}>
          {l.title}
        </Anchor>
      ),
    },
    { key: 'sender', title: '写信人', width: 120, render: (l) => (l.anonymous ? <Badge variant="light">匿名</Badge> : l.senderName) },
    { key: 'time', title: '写信时间', width: 170, render: (l) => l.createTime },
    {
      key: 'state',
      title: '回复状态',
      width: 100,
      render: (l) => (
        <Badge variant="light" color={l.reply ? 'teal' : 'orange'}>
          {l.reply ? '已回复' : '待回复'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 90,
      render: (l) => (
        <Anchor component="button" type="button" size="sm" onClick={() => show(l)}>
          {l.reply ? '查看' : '回复'}
        </Anchor>
      ),
    },
  ];
  return (
    <PageContainer>
      <DataTable columns={columns} rows={rows} rowKey={(l) => l.id} page={paging.page} pageSize={paging.pageSize} />
      <TablePager total={page?.total ?? 0} page={paging.page} pageSize={paging.pageSize} onChange={paging.onChange} />
      <Modal opened={!!open} onClose={() => setOpen(null)} title="信件详情" size="lg">
        {open && (
          <Stack gap="sm">
            <Text fw={600}>{open.title}</Text>
            <Text size="sm" c="dimmed">
              写信人：{open.senderName} · {open.createTime}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {open.content}
            </Text>
            {open.reply && (
              <Alert color="teal" variant="light" title={`已回复（${open.replyTime}）`}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {open.reply}
                </Text>
              </Alert>
            )}
            <Textarea
              label={open.reply ? '修改回复' : '回复'}
              autosize
              minRows={3}
              value={reply}
              error={error}
              placeholder={`最多${NOTICE_LIMITS.reply}个字`}
              onChange={(e) => setReply(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(null)}>
                取消
              </Button>
              <Button loading={saving} onClick={() => void send()}>
                确定
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </PageContainer>
  );
}
