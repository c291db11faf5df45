import { EnrolmentMsg } from '@contract/people/enrolment';
import type { ClassRow } from '@contract/people/school-records';
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormDialog } from '@/ui/FormDialog';
import { ClassSelect } from '@/ui/fields/ClassSelect';

interface Props {
  opened: boolean;
  onClose: () => void;
  childName: string;
  classes: ClassRow[];
  onSave: (classId: string) => Promise<boolean>;
}

/** 分班: the class an admitted child joins; the child then appears in 幼儿管理. */
export function AssignDialog({ opened, onClose, childName, classes, onSave }: Props) {
  const [classId, setClassId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (opened) {
      setClassId(null);
      setError(null);
    }
  }, [opened]);
  const submit = async (e?: React.FormEvent) => {
    e?.preventDefault();
    if (!classId) return setError(EnrolmentMsg.classId);
    setSaving(true);
    const ok = await onSave(classId);
    setSaving(false);
    if (ok) onClose();
  };
  return (
    <FormDialog opened={opened} onClose={onClose} title="分班" size="md" onSubmit={submit} saving={saving} dirty={classId !== null}>
      <Text size="sm">
        为 <b>{childName}</b> 选择班级，确定后该幼儿将加入所选班级。
      </Text>
      <ClassSelect classes={classes} value={classId} error={error} onChange={setClassId} />
    </FormDialog>
  );
}
