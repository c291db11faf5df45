import { CheckMsg, type IllnessFollowUpRow } from '@contract/health/checks';
import { Modal, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { DialogButtons } from '@/ui/DialogButtons';
import { SymptomToggles } from './SymptomToggles';

export type FollowUpFields = Pick<IllnessFollowUpRow, 'symptoms' | 'seenDoctor' | 'diagnosis' | 'expectedReturn' | 'note'>;
const EMPTY: FollowUpFields = { symptoms: 0, seenDoctor: false, diagnosis: '', expectedReturn: '', note: '' };

/** 因病缺勤追踪 of one child's day: the symptoms, whether a doctor saw the child, the diagnosis and the expected return. */
export function FollowUpDialog({
  title,
  held,
  onClose,
  onConfirm,
}: {
  /** Null: closed. */
  title: string | null;
  held: FollowUpFields | undefined;
  onClose: () => void;
  onConfirm: (v: FollowUpFields) => void;
}) {
  const [v, setV] = useState<FollowUpFields>(EMPTY);
  // The value is read in the handler: the event's target is gone by the time a state updater runs.
  const set = <K extends keyof FollowUpFields>(key: K, value: FollowUpFields[K]) => setV((x) => ({ ...x, [key]: value }));
  useEffect(() => {
    if (title !== null) setV(held ? { ...held } : EMPTY);
  }, [title, held]);
  const confirm = () => {
    if (v.diagnosis.trim().length > 50) return notify.error(CheckMsg.diagnosisMax);
    if (v.note.trim().length > 200) return notify.error(CheckMsg.noteMax);
    onConfirm({ ...v, diagnosis: v.diagnosis.trim(), note: v.note.trim() });
  };
  return (
    <Modal opened={title !== null} onClose={onClose} title={title} centered size="lg">
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          症状
        </Text>
        <SymptomToggles value={v.symptoms} onToggle={(symptoms) => setV((x) => ({ ...x, symptoms }))} />
        <Switch size="md" label="已就诊" checked={v.seenDoctor} onChange={(e) => set('seenDoctor', e.currentTarget.checked)} />
        <TextInput
          label="诊断"
          placeholder="如：疱疹性咽峡炎"
          maxLength={50}
          value={v.diagnosis}
          onChange={(e) => set('diagnosis', e.currentTarget.value)}
        />
        <TextInput
          label="预计返园日期"
          type="date"
          w={200}
          value={v.expectedReturn}
          onChange={(e) => set('expectedReturn', e.currentTarget.value)}
        />
        <Textarea label="备注" autosize minRows={2} maxLength={200} value={v.note} onChange={(e) => set('note', e.currentTarget.value)} />
        <DialogButtons onCancel={onClose} onConfirm={confirm} />
      </Stack>
    </Modal>
  );
}
