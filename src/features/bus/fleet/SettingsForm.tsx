import type { BusSettingsRow } from '@contract/bus/fleet';
import { Paper, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useState } from 'react';
import { zodFieldErrors } from '@/lib/form/zod-errors';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import { busFormSchema } from './bus-form';
import { useBusSettings } from './use-bus-settings';
import { SaveResetButtons } from './SaveResetButtons';

type Values = Record<string, unknown>;
interface Props<V extends Values> {
  form: UseFormReturnType<V>;
  /** The form's values from the saved settings. */
  valuesOf: (s: BusSettingsRow) => V;
  /** The settings fields the form's values stand for (only these are saved). */
  toArgs: (values: Values) => Values;
  children: (mayEdit: boolean) => React.ReactNode;
}

/** A part of the school's bus settings on a card, with 保存 and 重置: saved to the replica, synced when it can. */
export function SettingsForm<V extends Values>({ form, valuesOf, toArgs, children }: Props<V>) {
  const { schoolId } = useReplica();
  const settings = useBusSettings();
  const mutate = useMutate();
  const mayEdit = useCanMutate('busSettings.save');
  const [saving, setSaving] = useState(false);
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (!settings) return;
    const values = valuesOf(settings);
    setValues(values);
    resetDirty(values);
  }, [settings, valuesOf, setValues, resetDirty]);
  const schema = busFormSchema('busSettings.save', toArgs);
  const save = form.onSubmit(async (values) => {
    const errors = zodFieldErrors(schema, values);
    if (Object.keys(errors).length > 0 || !schoolId) return form.setErrors(errors);
    setSaving(true);
    const saved = await mutate('busSettings.save', { ...schema.parse(values), schoolId }).finally(() => setSaving(false));
    if (saved) notify.success('保存成功');
  });
  return (
    <Paper withBorder p="lg" maw={760}>
      <form onSubmit={save}>
        <Stack>
          {children(mayEdit)}
          {mayEdit && <SaveResetButtons saving={saving} dirty={form.isDirty()} onReset={() => form.reset()} />}
        </Stack>
      </form>
    </Paper>
  );
}
