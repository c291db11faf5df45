import { defaultTermDates, TERM_TYPES, type TermInfo, type TermSave, type TermType, termSaveSchema } from '@contract/term';
import { Button, Group, Radio, Select, SimpleGrid, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { zodFieldErrors } from '@/lib/form/zod-errors';
import type { TermDraft } from './use-term-info';

interface Values {
  schoolYear: string;
  termType: string;
  startsOn: string | null;
  endsOn: string | null;
}

/** School years to choose from: the one before and the two after the current one. */
function schoolYearOptions(around: string): string[] {
  const first = Number(around.slice(0, 4));
  return [first - 1, first, first + 1, first + 2].map((y) => `${y}-${y + 1}`);
}

function initialValues(info: TermInfo, today: TermDraft): Values {
  const schoolYear = info.schoolYear ?? today.schoolYear;
  const termType = (info.termType === 2 ? 2 : info.termType === 1 ? 1 : today.termType) as TermType;
  const dates = defaultTermDates(schoolYear, termType);
  return { schoolYear, termType: String(termType), startsOn: info.startsOn ?? dates.startsOn, endsOn: info.endsOn ?? dates.endsOn };
}

interface Props {
  info: TermInfo;
  today: TermDraft;
  disabled: boolean;
  onSave: (input: TermSave) => Promise<boolean>;
}

/** School year, term (1 first, else second) and the term's dates; changing year or term proposes its usual dates. */
export function TermForm({ info, today, disabled, onSave }: Props) {
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({ initialValues: initialValues(info, today) });
  const years = schoolYearOptions(info.schoolYear ?? today.schoolYear);

  const proposeDates = (schoolYear: string, termType: string) => {
    const dates = defaultTermDates(schoolYear, termType === '2' ? 2 : 1);
    form.setFieldValue('startsOn', dates.startsOn);
    form.setFieldValue('endsOn', dates.endsOn);
  };

  const submit = form.onSubmit(async (v) => {
    const input = {
      schoolId: info.schoolId,
      schoolYear: v.schoolYear,
      termType: Number(v.termType),
      startsOn: v.startsOn ?? '',
      endsOn: v.endsOn ?? '',
    };
    const errors = zodFieldErrors(termSaveSchema, input);
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    setSaving(true);
    const saved = await onSave(input as TermSave);
    setSaving(false);
    if (saved) form.resetDirty();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <Select
          label="当前学年"
          withAsterisk
          allowDeselect={false}
          data={years.map((y) => ({ value: y, label: `${y}学年` }))}
          disabled={disabled}
          {...form.getInputProps('schoolYear')}
          onChange={(v) => {
            if (!v) return;
            form.setFieldValue('schoolYear', v);
            proposeDates(v, form.values.termType);
          }}
        />
        <Radio.Group
          label="当前学期"
          withAsterisk
          {...form.getInputProps('termType')}
          onChange={(v) => {
            form.setFieldValue('termType', v);
            proposeDates(form.values.schoolYear, v);
          }}
        >
          <Group mt={6}>
            <Radio value="1" label={TERM_TYPES[1]} disabled={disabled} />
            <Radio value="2" label={TERM_TYPES[2]} disabled={disabled} />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateInput
            label="学期开始日期"
            withAsterisk
            valueFormat="YYYY-MM-DD"
            placeholder="请选择日期"
            disabled={disabled}
            {...form.getInputProps('startsOn')}
          />
          <DateInput
            label="学期结束日期"
            withAsterisk
            valueFormat="YYYY-MM-DD"
            placeholder="请选择日期"
            disabled={disabled}
            {...form.getInputProps('endsOn')}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={saving} disabled={disabled}>
            {info.activated ? '保存' : '激活学期'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
