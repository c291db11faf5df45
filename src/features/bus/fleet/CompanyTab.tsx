import { busCompanyId, COMPANY_TYPE_LIST, type BusCompanyRow, companyIssue } from '@contract/bus/company';
import { Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { zodFieldErrors } from '@/lib/form/zod-errors';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import { busFormSchema } from './bus-form';
import { SaveResetButtons } from './SaveResetButtons';

type Values = { name: string; type: string | null; licenceNo: string; contact: string; phone: string; address: string };
const EMPTY: Values = { name: '', type: null, licenceNo: '', contact: '', phone: '', address: '' };
const valuesOf = (c: BusCompanyRow | null): Values =>
  c ? { name: c.name, type: String(c.type), licenceNo: c.licenceNo, contact: c.contact, phone: c.phone, address: c.address } : EMPTY;
const schema = busFormSchema('busCompany.save', (v) => ({ ...v, type: v.type ? Number(v.type) : undefined }));

/** 运营单位: the company that runs the school's buses (one per school), saved offline like the other settings. */
export function CompanyTab() {
  const { db, schoolId } = useReplica();
  const company = useLiveQuery(
    async () => (db && schoolId ? ((await db.table<BusCompanyRow>('busCompanies').get(busCompanyId(schoolId))) ?? null) : undefined),
    [db, schoolId],
  );
  const mutate = useMutate();
  const mayEdit = useCanMutate('busCompany.save');
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({ initialValues: EMPTY });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (company === undefined) return;
    setValues(valuesOf(company));
    resetDirty(valuesOf(company));
  }, [company, setValues, resetDirty]);
  const save = form.onSubmit(async (values) => {
    const errors = zodFieldErrors(schema, values);
    if (Object.keys(errors).length > 0 || !schoolId) return form.setErrors(errors);
    const fields = schema.parse(values);
    // The licence rule spans two fields: said under the licence, as the server would say it.
    const licence = companyIssue(fields);
    if (licence) return form.setErrors({ licenceNo: licence });
    setSaving(true);
    const saved = await mutate('busCompany.save', { ...fields, schoolId }).finally(() => setSaving(false));
    if (saved) notify.success('保存成功');
  });
  const hired = form.values.type !== null && form.values.type !== '1';
  const ro = { readOnly: !mayEdit };
  return (
    <Paper withBorder p="lg" maw={760}>
      <form onSubmit={save}>
        <Stack>
          {company === null && (
            <Text size="sm" c="dimmed">
              本园尚未填写校车运营单位。
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="单位名称" withAsterisk maxLength={50} placeholder="请输入单位名称" {...ro} {...form.getInputProps('name')} />
            <Select
              label="运营方式"
              withAsterisk
              placeholder="请选择运营方式"
              data={COMPANY_TYPE_LIST.map((t) => ({ value: String(t.value), label: t.label }))}
              allowDeselect={false}
              {...ro}
              {...form.getInputProps('type')}
            />
            <TextInput
              label="道路运输经营许可证号"
              withAsterisk={hired}
              maxLength={30}
              placeholder={hired ? '请输入许可证号' : '自营可不填'}
              {...ro}
              {...form.getInputProps('licenceNo')}
            />
            <TextInput label="联系人" withAsterisk maxLength={20} placeholder="请输入联系人" {...ro} {...form.getInputProps('contact')} />
            <TextInput
              label="联系电话"
              withAsterisk
              maxLength={13}
              placeholder="手机或座机，如 0755-83216688"
              {...ro}
              {...form.getInputProps('phone')}
            />
            <TextInput label="地址" maxLength={100} placeholder="请输入地址" {...ro} {...form.getInputProps('address')} />
          </SimpleGrid>
          {mayEdit && <SaveResetButtons saving={saving} dirty={form.isDirty()} onReset={() => form.reset()} />}
        </Stack>
      </form>
    </Paper>
  );
}
