import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { notify } from '@/lib/notify';
import { zodFieldErrors } from './zod-errors';

interface RecordFormOptions<Row, Values extends Record<string, unknown>, Schema extends z.ZodType> {
  opened: boolean;
  /** The record being edited; null to add one. */
  row: Row | null;
  /** The form's values for a record (or for a new one). */
  valuesOf: (row: Row | null) => Values;
  /** The contract's rules: every message shows under its field, and nothing is saved while one fails. */
  schema: Schema;
  /** Saves the checked fields (a mutate call); resolves false when it did not (the reason is already shown). */
  save: (fields: z.output<Schema>, row: Row | null) => Promise<boolean>;
  /** The toast after saving. */
  success: (row: Row | null) => string;
  onClose: () => void;
}

/**
 * The add/edit form of one record, the offline-first way: filled from the record each time the dialog opens, checked
 * with the same zod schema the server and the sync mutators use, saved to the replica, then a toast and close.
 */
export function useRecordForm<Row, Values extends Record<string, unknown>, Schema extends z.ZodType>(
  options: RecordFormOptions<Row, Values, Schema>,
) {
  const latest = useRef(options);
  latest.current = options;
  const { opened, row } = options;
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({ initialValues: options.valuesOf(null) });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!opened) return;
    const values = latest.current.valuesOf(row);
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [opened, row, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit(async (values) => {
    const { schema, save, success, onClose } = latest.current;
    const errors = zodFieldErrors(schema, values);
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    setSaving(true);
    const saved = await save(schema.parse(values), row).finally(() => setSaving(false));
    if (!saved) return;
    notify.success(success(row));
    onClose();
  });

  return { form, submit, saving };
}
