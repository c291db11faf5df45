import { noticeFormSchema, type SiteNoticeRow, type SiteType, uuidv7, WEBSITE_LIMITS, WebsiteMsg } from '@contract';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { zodFieldErrors } from '@/lib/form/zod-errors';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  sysType: SiteType;
  /** The notice to edit; none to publish a new one. */
  notice: SiteNoticeRow | null;
}

/** 新增公告 / 编辑公告: saved to the replica at once, published on the server when the network allows. */
export function NoticeDialog({ opened, onClose, schoolId, sysType, notice }: Props) {
  const mutate = useMutate();
  const form = useForm({ initialValues: { title: '', content: '' } });
  const { setValues, clearErrors } = form;
  useEffect(() => {
    if (!opened) return;
    setValues({ title: notice?.title ?? '', content: notice?.content ?? '' });
    clearErrors();
  }, [opened, notice, setValues, clearErrors]);

  const submit = form.onSubmit(async (v) => {
    const errors = zodFieldErrors(noticeFormSchema, v);
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    const fields = noticeFormSchema.parse(v);
    const saved = notice
      ? await mutate('siteNotice.update', { id: notice.id, schoolId, ...fields })
      : await mutate('siteNotice.create', { id: uuidv7(), schoolId, sysType, ...fields });
    if (!saved) return;
    notify.success(WebsiteMsg.published);
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={notice ? '编辑公告' : '新增公告'} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="公告名称"
            withAsterisk
            placeholder="请填写公告名称"
            maxLength={WEBSITE_LIMITS.noticeTitle}
            description={`${form.values.title.length}/${WEBSITE_LIMITS.noticeTitle}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('title')}
          />
          <Textarea
            label="公告内容"
            withAsterisk
            placeholder="请填写公告内容"
            autosize
            minRows={5}
            maxRows={10}
            maxLength={WEBSITE_LIMITS.noticeContent}
            description={`${form.values.content.length}/${WEBSITE_LIMITS.noticeContent}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('content')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit">确定</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
