import { Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type DoseSlot, timingLabel } from '@contract/health/medication';
import { FormDialog } from '@/ui/FormDialog';
import { ImageUpload } from '@/ui/upload';
import { medicineText } from './dose-text';

interface Props {
  slot: DoseSlot | null;
  childName: string;
  onClose: () => void;
  onGive: (extra: { photo: string; note: string }) => Promise<boolean>;
}

/** 拍照登记: a dose given with a photo of the medicine taken (or a note), then 确定. */
export function GiveDoseDialog({ slot, childName, onClose, onGive }: Props) {
  const [photo, setPhoto] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!slot) return;
    setPhoto(null);
    setNote('');
  }, [slot]);
  const submit = async (e?: React.FormEvent) => {
    e?.preventDefault();
    setSaving(true);
    const done = await onGive({ photo: photo ?? '', note: note.trim() }).finally(() => setSaving(false));
    if (done) onClose();
  };
  return (
    <FormDialog opened={slot !== null} onClose={onClose} title="喂药登记" size="md" onSubmit={submit} saving={saving}>
      {slot && (
        <Stack gap="sm">
          <Text fw={600}>
            {childName} · {timingLabel(slot.timing)}
          </Text>
          <Text size="sm">{medicineText(slot.order)}</Text>
          <ImageUpload value={photo} onChange={setPhoto} label="拍照" inputLabel="选择喂药照片" />
          <Textarea
            label="备注"
            placeholder="如：已服完，无不适"
            maxLength={200}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
        </Stack>
      )}
    </FormDialog>
  );
}
