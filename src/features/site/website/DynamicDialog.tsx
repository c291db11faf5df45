import { uuidv7 } from '@contract/ids';
import { dynamicFormSchema, type SiteDynamicRow, type SiteType, WEBSITE_LIMITS, WebsiteMsg } from '@contract/site/website';
import { Loader, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { ImageField } from './ImageField';

/** The editor is the heaviest part of the screen: loaded when a dynamic dialog first opens. */
const RichTextField = lazy(() => import('@/ui/rich-text/RichTextField'));

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  sysType: SiteType;
  dynamic: SiteDynamicRow | null;
}

/** 发布动态 / 编辑动态: title, rich text of at most 500 words, and a cover. */
export function DynamicDialog({ opened, onClose, schoolId, sysType, dynamic }: Props) {
  const mutate = useMutate();
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row: dynamic,
    valuesOf: (d) => ({ title: d?.title ?? '', summary: d?.summary ?? '', cover: d?.cover ?? '' }),
    schema: dynamicFormSchema,
    save: (fields, d) =>
      d
        ? mutate('siteDynamic.update', { id: d.id, schoolId, ...fields })
        : mutate('siteDynamic.create', { id: uuidv7(), schoolId, sysType, ...fields }),
    success: () => WebsiteMsg.published,
  });

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={dynamic ? '编辑动态' : '发布动态'}
      size={820}
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <TextInput
        label="标题"
        withAsterisk
        placeholder="请输入标题"
        maxLength={WEBSITE_LIMITS.dynamicTitle}
        {...form.getInputProps('title')}
      />
      <Suspense fallback={<Loader size="sm" />}>
        <RichTextField value={form.values.summary} onChange={(html) => form.setFieldValue('summary', html)} error={form.errors.summary} />
      </Suspense>
      <ImageField
        label="封面"
        ratio={3 / 2}
        value={form.values.cover}
        onChange={(url) => form.setFieldValue('cover', url)}
        error={form.errors.cover}
      />
    </FormDialog>
  );
}
