import { NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX, type NoticeRecipient, NoticeMsg, sendNoticeRequestSchema } from '@contract/notifications';
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { getNoticeRecipients } from '@/lib/api/calls/get-notice-recipients';
import { sendNotice } from '@/lib/api/calls/send-notice';
import { zodFieldErrors } from '@/lib/form/zod-errors';
import { notify } from '@/lib/notify';

const EVERYONE = 'all';

/** 发送通知: a staff manager writes to one colleague or to every colleague of the school (online only). */
export function SendNoticeDialog({ opened, onClose, schoolId }: { opened: boolean; onClose: () => void; schoolId: number }) {
  const [recipients, setRecipients] = useState<NoticeRecipient[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { to: EVERYONE, title: '', content: '' },
    validate: (v) => zodFieldErrors(sendNoticeRequestSchema, { schoolId, title: v.title, content: v.content }),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: clear the form and reload the colleagues each time it opens
  useEffect(() => {
    if (!opened) return;
    form.reset();
    getNoticeRecipients(schoolId)
      .then(setRecipients)
      .catch(() => setRecipients([]));
  }, [opened, schoolId]);

  const submit = form.onSubmit(async (v) => {
    if (!navigator.onLine) {
      notify.warning('当前处于离线状态，发送通知需要网络连接');
      return;
    }
    setSubmitting(true);
    try {
      const toUserId = v.to === EVERYONE ? undefined : Number(v.to);
      await sendNotice({ schoolId, title: v.title.trim(), content: v.content.trim(), ...(toUserId ? { toUserId } : {}) });
      notify.success(NoticeMsg.sent);
      onClose();
    } catch {
      // The api client has shown the server's reason.
    } finally {
      setSubmitting(false);
    }
  });

  const options = [
    { value: EVERYONE, label: '全体教职工' },
    ...recipients.map((r) => ({ value: String(r.userId), label: r.position ? `${r.userName}（${r.position}）` : r.userName })),
  ];

  return (
    <Modal opened={opened} onClose={onClose} title="发送通知" size="md" zIndex={400}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label="接收人"
            data={options}
            allowDeselect={false}
            searchable
            comboboxProps={{ zIndex: 500 }}
            {...form.getInputProps('to')}
          />
          <TextInput label="标题" placeholder="请输入通知标题" maxLength={NOTICE_TITLE_MAX} withAsterisk {...form.getInputProps('title')} />
          <Textarea
            label="内容"
            placeholder="请输入通知内容"
            autosize
            minRows={4}
            maxRows={8}
            maxLength={NOTICE_CONTENT_MAX}
            withAsterisk
            {...form.getInputProps('content')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={submitting}>
              确定
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
