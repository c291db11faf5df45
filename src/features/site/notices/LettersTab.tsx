import { LetterMsg, type MyLetter, NOTICE_LIMITS, writeLetterSchema } from '@contract/site/notices';
import { Alert, Anchor, Badge, Button, Checkbox, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { getMyLetters, writeLetter } from '@/lib/api/calls/notices';
import { notify } from '@/lib/notify';
import { type Column, DataTable } from '@/ui/DataTable';
import { FormDialog } from '@/ui/FormDialog';
import { TablePager } from '@/ui/TablePager';
import { useServerPage } from './use-server-page';

/** 写信给园长 (any member): my letters with the principal's replies, and 写信 (optionally anonymous). */
export function LettersTab({ schoolId }: { schoolId: number }) {
  const { page, paging, rows, reload } = useServerPage(schoolId, getMyLetters);
  const [writing, setWriting] = useState(false);
  const [viewing, setViewing] = useState<MyLetter | null>(null);
  const [form, setForm] = useState({ title: '', content: '', anonymous: false });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);

  const send = async () => {
    const r = writeLetterSchema.safeParse({ schoolId, ...form });
    if (!r.success) {
      setErrors(Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setSaving(true);
    try {
      await writeLetter(r.data);
      notify.success(LetterMsg.sent);
      setWriting(false);
      reload();
    } catch {
      // toasted
    } finally {
      setSaving(false);
    }
  };
  const columns: Column<MyLetter>[] = [
    {
      key: 'title',
      title: '标题',
      render: (l) => (
        <Anchor component="button" type="button" size="sm" onClick={() => setViewing(l)}>
          {l.title}
        </Anchor>
      ),
    },
    { key: 'anonymous', title: '署名', width: 90, render: (l) => (l.anonymous ? '匿名' : '实名') },
    { key: 'time', title: '写信时间', width: 170, render: (l) => l.createTime },
    {
      key: 'state',
      title: '回复状态',
      width: 100,
      render: (l) => (
        <Badge variant="light" color={l.reply ? 'teal' : 'gray'}>
          {l.reply ? '已回复' : '未回复'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 80,
      render: (l) => (
        <Anchor component="button" type="button" size="sm" onClick={() => setViewing(l)}>
          查看
        </Anchor>
      ),
    },
  ];
  return (
    <Stack gap="md" pt="md">
      <Group justify="flex-end">
        <Button
          leftSection={<IconMail size={16} />}
          onClick={() => {
            setForm({ title: '', content: '', anonymous: false });
            setErrors({});
            setWriting(true);
          }}
        >
          写信
        </Button>
      </Group>
      <DataTable columns={columns} rows={rows} rowKey={(l) => l.id} page={paging.page} pageSize={paging.pageSize} />
      <TablePager total={page?.total ?? 0} page={paging.page} pageSize={paging.pageSize} onChange={paging.onChange} />
      <FormDialog
        opened={writing}
        onClose={() => setWriting(false)}
        title="写信给园长"
        onSubmit={(e) => {
          e?.preventDefault();
          void send();
        }}
        saving={saving}
        dirty={form.title !== '' || form.content !== ''}
      >
        <TextInput
          label="标题"
          withAsterisk
          value={form.title}
          error={errors.title}
          placeholder={`最多${NOTICE_LIMITS.letterTitle}个字`}
          onChange={(e) => setForm({ ...form, title: e.currentTarget.value })}
        />
        <Textarea
          label="内容"
          withAsterisk
          autosize
          minRows={5}
          value={form.content}
          error={errors.content}
          placeholder={`最多${NOTICE_LIMITS.letterText}个字`}
          onChange={(e) => setForm({ ...form, content: e.currentTarget.value })}
        />
        <Checkbox label="匿名发送" checked={form.anonymous} onChange={(e) => setForm({ ...form, anonymous: e.currentTarget.checked })} />
        {form.anonymous && (
          <Alert color="blue" variant="light" p="xs">
            {LetterMsg.anonymousHint}
          </Alert>
        )}
      </FormDialog>
      <Modal opened={!!viewing} onClose={() => setViewing(null)} title="信件详情" size="lg">
        {viewing && (
          <Stack gap="sm">
            <Text fw={600}>{viewing.title}</Text>
            <Text size="sm" c="dimmed">
              {viewing.anonymous ? '匿名' : '实名'} · {viewing.createTime}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {viewing.content}
            </Text>
            <Alert
              color={viewing.reply ? 'teal' : 'gray'}
              variant="light"
              title={viewing.reply ? `园长回复（${viewing.replyTime}）` : '园长尚未回复'}
            >
              {viewing.reply && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="letter-reply">
                  {viewing.reply}
                </Text>
              )}
            </Alert>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
