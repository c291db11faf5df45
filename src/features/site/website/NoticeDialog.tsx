import { uuidv7 } from '@contract/ids';
import { noticeFormSchema, type SiteNoticeRow, type SiteType, WEBSITE_LIMITS, WebsiteMsg } from '@contract/site/website';
import { Textarea, TextInput } from '@mantine/core';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';

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
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row: notice,
    valuesOf: (n) => ({ title: n?.title ?? '', content: n?.content ?? '' }),
    schema: noticeFormSchema,
    save: (fields, n) =>
      n
        ? mutate('siteNotice.update', { id: n.id, schoolId, ...fields })
        : mutate('siteNotice.create', { id: uuidv7(), schoolId, sysType, ...fields }),
    success: () => WebsiteMsg.published,
  });

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={notice ? '编辑公告' : '新增公告'}
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
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
    </FormDialog>
  );
}
