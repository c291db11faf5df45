import {
  DEGREE_LABEL,
  EDUCATION_LABEL,
  EMPLOYMENT_STATUS_LABEL,
  MARITAL_LABEL,
  POLITICAL_LABEL,
  type StaffCredentialRow,
  type StaffOptions,
  type StaffProfileRow,
  staffBirthday,
  TEACHER_CERT_LABEL,
} from '@contract/people/staff';
import { Divider, Grid, Select, Textarea, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { GenderRadio } from '@/ui/fields/GenderRadio';
import { FormDialog } from '@/ui/FormDialog';
import { PhotoField } from '@/ui/upload';
import { CredentialDialog } from './CredentialDialog';
import { CredentialsSection } from './CredentialsSection';
import { DayField } from './DayField';
import { codeOrNull, codeText, dayOrNull, optionsOf, staffFormSchema } from './staff-form';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  row: StaffProfileRow | null;
  options: StaffOptions;
  mayEditCredentials: boolean;
}

const valuesOf = (p: StaffProfileRow | null) => ({
  name: p?.name ?? '',
  gender: p?.gender ? String(p.gender) : '',
  phone: p?.phone ?? '',
  idNumber: p?.idNumber ?? '',
  photo: p?.photo || (null as string | null),
  departmentId: codeText(p?.departmentId),
  positionId: codeText(p?.positionId),
  joinDate: p?.joinDate ?? (null as string | null),
  contractStart: p?.contractStart ?? (null as string | null),
  contractEnd: p?.contractEnd ?? (null as string | null),
  political: codeText(p?.political),
  marital: codeText(p?.marital),
  education: codeText(p?.education),
  degree: codeText(p?.degree),
  teacherCert: codeText(p?.teacherCert),
  major: p?.major ?? '',
  graduatedFrom: p?.graduatedFrom ?? '',
  address: p?.address ?? '',
  emergencyContact: p?.emergencyContact ?? '',
  emergencyPhone: p?.emergencyPhone ?? '',
  remark: p?.remark ?? '',
});

const CODES = ['departmentId', 'positionId', 'political', 'marital', 'education', 'degree', 'teacherCert'] as const;
const DAYS = ['joinDate', 'contractStart', 'contractEnd'] as const;

/**
 * 编辑档案: a member's whole profile (saved to the replica at once, synced when the network allows; the server checks
 * the same rules) and, below it, their credentials, each saved on its own.
 */
export function StaffFormDialog({ opened, onClose, schoolId, row, options, mayEditCredentials }: Props) {
  const mutate = useMutate();
  const userId = row?.userId ?? 0;
  const [credential, setCredential] = useState<{ row: StaffCredentialRow | null } | null>(null);
  const schema = staffFormSchema('staffProfile.save', (v) => ({
    ...v,
    schoolId,
    userId,
    gender: v.gender ? Number(v.gender) : 0,
    photo: v.photo ?? '',
    ...Object.fromEntries(CODES.map((k) => [k, codeOrNull(v[k])])),
    ...Object.fromEntries(DAYS.map((k) => [k, dayOrNull(v[k])])),
  }));
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row,
    valuesOf,
    schema,
    save: (args) => mutate('staffProfile.save', args),
    success: () => '保存成功',
  });
  const select = (key: (typeof CODES)[number], label: string, data: { value: string; label: string }[]) => (
    <Select label={label} placeholder={`请选择${label}`} data={data} clearable {...form.getInputProps(key)} />
  );
  const birthday = staffBirthday(form.values.idNumber.trim().toUpperCase());
  const col = (node: ReactNode, span = 6) => <Grid.Col span={{ base: 12, sm: span }}>{node}</Grid.Col>;
  return (
    <>
      <FormDialog
        opened={opened}
        onClose={onClose}
        title={`编辑档案 - ${row?.name ?? ''}`}
        size="xl"
        onSubmit={submit}
        saving={saving}
        dirty={form.isDirty()}
      >
        <Divider label="基本信息" labelPosition="left" />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <PhotoField value={form.values.photo} onChange={(v) => form.setFieldValue('photo', v)} inputLabel="选择教职工照片" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 9 }}>
            <Grid>
              {col(<TextInput label="姓名" withAsterisk maxLength={20} placeholder="请输入姓名" {...form.getInputProps('name')} />)}
              {col(<GenderRadio {...form.getInputProps('gender')} />)}
              {col(<TextInput label="手机号" withAsterisk maxLength={11} placeholder="请输入手机号" {...form.getInputProps('phone')} />)}
              {col(
                <TextInput
                  label="身份证号"
                  maxLength={18}
                  placeholder="请输入18位身份证号码"
                  description={birthday ? `出生日期：${birthday}` : '出生日期由身份证号自动识别'}
                  {...form.getInputProps('idNumber')}
                />,
              )}
            </Grid>
          </Grid.Col>
        </Grid>
        <Divider label="任职信息" labelPosition="left" />
        <Grid>
          {col(
            select(
              'departmentId',
              '部门',
              options.departments.map((d) => ({ value: String(d.id), label: d.name })),
            ),
            4,
          )}
          {col(
            select(
              'positionId',
              '岗位',
              options.positions.map((p) => ({ value: String(p.id), label: p.name })),
            ),
            4,
          )}
          {col(
            <TextInput
              label="员工状态"
              value={EMPLOYMENT_STATUS_LABEL[row?.status ?? 1] ?? ''}
              readOnly
              description="在列表中点「变更状态」修改"
            />,
            4,
          )}
          {col(<DayField label="入职日期" {...form.getInputProps('joinDate')} />, 4)}
          {col(<DayField label="合同开始日期" {...form.getInputProps('contractStart')} />, 4)}
          {col(<DayField label="合同结束日期" {...form.getInputProps('contractEnd')} />, 4)}
        </Grid>
        <Divider label="学历与资格" labelPosition="left" />
        <Grid>
          {col(select('education', '学历', optionsOf(EDUCATION_LABEL)), 4)}
          {col(select('degree', '学位', optionsOf(DEGREE_LABEL)), 4)}
          {col(select('teacherCert', '教师资格', optionsOf(TEACHER_CERT_LABEL)), 4)}
          {col(<TextInput label="所学专业" maxLength={30} placeholder="请输入专业" {...form.getInputProps('major')} />, 4)}
          {col(<TextInput label="毕业院校" maxLength={50} placeholder="请输入毕业院校" {...form.getInputProps('graduatedFrom')} />, 4)}
          {col(select('political', '政治面貌', optionsOf(POLITICAL_LABEL)), 4)}
          {col(select('marital', '婚姻状况', optionsOf(MARITAL_LABEL)), 4)}
        </Grid>
        <Divider label="联系信息" labelPosition="left" />
        <Grid>
          {col(<TextInput label="现住址" maxLength={100} placeholder="请输入现住址" {...form.getInputProps('address')} />, 12)}
          {col(<TextInput label="紧急联系人" maxLength={20} placeholder="请输入紧急联系人" {...form.getInputProps('emergencyContact')} />)}
          {col(<TextInput label="紧急联系电话" maxLength={11} placeholder="请输入手机号" {...form.getInputProps('emergencyPhone')} />)}
          {col(
            <Textarea label="备注" maxLength={200} autosize minRows={2} placeholder="请输入备注" {...form.getInputProps('remark')} />,
            12,
          )}
        </Grid>
        {row && (
          <CredentialsSection
            schoolId={schoolId}
            userId={row.userId}
            mayEdit={mayEditCredentials}
            onEdit={(c) => setCredential({ row: c })}
          />
        )}
      </FormDialog>
      <CredentialDialog
        opened={credential !== null}
        onClose={() => setCredential(null)}
        schoolId={schoolId}
        userId={userId}
        row={credential?.row ?? null}
      />
    </>
  );
}
