import { uuidv7 } from '@contract/ids';
import { bannerFormSchema, type SiteBannerRow, type SiteType, WEBSITE_LIMITS, WebsiteMsg } from '@contract/site/website';
import { TextInput } from '@mantine/core';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
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
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row: banner,
    valuesOf: (b) => ({ photoName: b?.photoName ?? '', photoUrl: b?.photoUrl ?? '' }),
    schema: bannerFormSchema,
    save: (fields, b) =>
      b
        ? mutate('siteBanner.update', { id: b.id, schoolId, ...fields })
        : mutate('siteBanner.create', { id: uuidv7(), schoolId, sysType, ...fields }),
    success: () => WebsiteMsg.bannerSaved,
  });

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={banner ? '编辑轮播图' : '新增轮播图'}
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
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
    </FormDialog>
  );
}
