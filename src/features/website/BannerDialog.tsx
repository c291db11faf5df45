import { bannerFormSchema, type SiteBannerRow, type SiteType, uuidv7, WEBSITE_LIMITS, WebsiteMsg } from '@contract';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { zodFieldErrors } from '@/lib/form/zod-errors';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';
import { ImageField } from './ImageField';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  sysType: SiteType;
  banner: SiteBannerRow | null;
}

/** 新增轮播图 / 编辑轮播图: a name of at most 15 characters and one picture. */
export function BannerDialog({ opened, onClose, schoolId, sysType, banner }: Props) {
  const mutate = useMutate();
  const form = useForm({ initialValues: { photoName: '', photoUrl: '' } });
  const { setValues, clearErrors } = form;
  useEffect(() => {
    if (!opened) return;
    setValues({ photoName: banner?.photoName ?? '', photoUrl: banner?.photoUrl ?? '' });
    clearErrors();
  }, [opened, banner, setValues, clearErrors]);

  const submit = form.onSubmit(async (v) => {
    const errors = zodFieldErrors(bannerFormSchema, v);
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    const fields = bannerFormSchema.parse(v);
    const saved = banner
      ? await mutate('siteBanner.update', { id: banner.id, schoolId, ...fields })
      : await mutate('siteBanner.create', { id: uuidv7(), schoolId, sysType, ...fields });
    if (!saved) return;
    notify.success(WebsiteMsg.bannerSaved);
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={banner ? '编辑轮播图' : '新增轮播图'} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="图片名称"
            withAsterisk
            placeholder="请填写图片名称"
            maxLength={WEBSITE_LIMITS.bannerName}
            {...form.getInputProps('photoName')}
          />
          <ImageField
            label="图片"
            ratio={900 / 400}
            value={form.values.photoUrl}
            onChange={(url) => form.setFieldValue('photoUrl', url)}
            error={form.errors.photoUrl}
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
