import { hasSpecialChars, memberFormSchema, type SiteMemberRow, type SiteType, uuidv7, WEBSITE_LIMITS, WebsiteMsg } from '@contract';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
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
  member: SiteMemberRow | null;
}

type Field = 'name' | 'position';

/** 新增成员 / 编辑成员. Special characters are refused as they are typed (SPEC §5): toast, field cleared, 请重新输入. */
export function MemberDialog({ opened, onClose, schoolId, sysType, member }: Props) {
  const mutate = useMutate();
  const form = useForm({ initialValues: { name: '', position: '' } });
  const { setValues, clearErrors } = form;
  useEffect(() => {
    if (!opened) return;
    setValues({ name: member?.name ?? '', position: member?.position ?? '' });
    clearErrors();
  }, [opened, member, setValues, clearErrors]);

  const refuseSpecial = (field: Field) => (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (!hasSpecialChars(e.currentTarget.value)) return;
    notify.warning(WebsiteMsg.specialChars);
    form.setFieldValue(field, '');
    form.setFieldError(field, WebsiteMsg.reenter);
  };

  const submit = form.onSubmit(async (v) => {
    const errors = zodFieldErrors(memberFormSchema, v);
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    const fields = memberFormSchema.parse(v);
    const saved = member
      ? await mutate('siteMember.update', { id: member.id, schoolId, ...fields })
      : await mutate('siteMember.create', { id: uuidv7(), schoolId, sysType, ...fields });
    if (!saved) return;
    notify.success(member ? WebsiteMsg.memberUpdated : WebsiteMsg.memberAdded);
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={member ? '编辑成员' : '新增成员'} size="md" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
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
