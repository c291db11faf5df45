import { dynamicFormSchema, type SiteDynamicRow, type SiteType, uuidv7, WEBSITE_LIMITS, WebsiteMsg } from '@contract';
import { Button, Group, Loader, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useEffect } from 'react';
import { zodFieldErrors } from '@/lib/form/zod-errors';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';
import { ImageField } from './ImageField';

/** The editor is the heaviest part of the screen: loaded when a dynamic dialog first opens. */
const RichTextField = lazy(() => import('./RichTextField'));

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
  const form = useForm({ initialValues: { title: '', summary: '', cover: '' } });
  const { setValues, clearErrors } = form;
  useEffect(() => {
    if (!opened) return;
    setValues({ title: dynamic?.title ?? '', summary: dynamic?.summary ?? '', cover: dynamic?.cover ?? '' });
    clearErrors();
  }, [opened, dynamic, setValues, clearErrors]);

  const submit = form.onSubmit(async (v) => {
    const errors = zodFieldErrors(dynamicFormSchema, v);
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    const fields = dynamicFormSchema.parse(v);
    const saved = dynamic
      ? await mutate('siteDynamic.update', { id: dynamic.id, schoolId, ...fields })
      : await mutate('siteDynamic.create', { id: uuidv7(), schoolId, sysType, ...fields });
    if (!saved) return;
    notify.success(WebsiteMsg.published);
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={dynamic ? '编辑动态' : '发布动态'} size={820} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="标题"
            withAsterisk
            placeholder="请输入标题"
            maxLength={WEBSITE_LIMITS.dynamicTitle}
            {...form.getInputProps('title')}
          />
          <Suspense fallback={<Loader size="sm" />}>
            <RichTextField
              value={form.values.summary}
              onChange={(html) => form.setFieldValue('summary', html)}
              error={form.errors.summary}
            />
          </Suspense>
          <ImageField
            label="封面"
            ratio={3 / 2}
            value={form.values.cover}
            onChange={(url) => form.setFieldValue('cover', url)}
            error={form.errors.cover}
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
