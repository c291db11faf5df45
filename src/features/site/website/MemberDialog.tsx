import { uuidv7 } from '@contract/ids';
import { hasSpecialChars, memberFormSchema, type SiteMemberRow, type SiteType, WEBSITE_LIMITS, WebsiteMsg } from '@contract/site/website';
import { TextInput } from '@mantine/core';
import { useRecordForm } from '@/lib/form/use-record-form';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  sysType: SiteType;
  member: SiteMemberRow | null;
}

type Field = 'name' | 'position';

/** 新增成员 / 编辑成员. Special characters are refused as they are typed (SPEC §5): toast, field cleared, 请重新输入. */
export function MemberDialog({ opened, onClose, schoolId, sysType, member }: Props) {
  const mutate = useMutate();
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row: member,
    valuesOf: (m) => ({ name: m?.name ?? '', position: m?.position ?? '' }),
    schema: memberFormSchema,
    save: (fields, m) =>
      m
        ? mutate('siteMember.update', { id: m.id, schoolId, ...fields })
        : mutate('siteMember.create', { id: uuidv7(), schoolId, sysType, ...fields }),
    success: (m) => (m ? WebsiteMsg.memberUpdated : WebsiteMsg.memberAdded),
  });

  const refuseSpecial = (field: Field) => (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (!hasSpecialChars(e.currentTarget.value)) return;
    notify.warning(WebsiteMsg.specialChars);
    form.setFieldValue(field, '');
    form.setFieldError(field, WebsiteMsg.reenter);
  };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={member ? '编辑成员' : '新增成员'}
      size="md"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <TextInput
        label="姓名"
        withAsterisk
        placeholder="请输入姓名"
        maxLength={WEBSITE_LIMITS.memberName}
        onKeyUp={refuseSpecial('name')}
        {...form.getInputProps('name')}
      />
      <TextInput
        label="职务"
        withAsterisk
        placeholder="请输入职务"
        maxLength={WEBSITE_LIMITS.memberPosition}
        onKeyUp={refuseSpecial('position')}
        {...form.getInputProps('position')}
      />
    </FormDialog>
  );
}
