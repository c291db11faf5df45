import { CheckMsg } from '@contract/health/checks';
import { Modal, Stack, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { DialogButtons } from '@/ui/DialogButtons';
import { PhotoField } from '@/ui/upload';

export interface DetailAsk {
  title: string;
  note: string;
  photo: string;
}

/** 备注 and 照片 of a child's check (a rash, a swollen eye): saved with the check as a new event. */
export function CheckDetailDialog({
  ask,
  onClose,
  onConfirm,
}: {
  ask: DetailAsk | null;
  onClose: () => void;
  onConfirm: (v: { note: string; photo: string }) => void;
}) {
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  useEffect(() => {
    if (!ask) return;
    setNote(ask.note);
    setPhoto(ask.photo || null);
  }, [ask]);
  const confirm = () => {
    if (note.trim().length > 200) {
      notify.error(CheckMsg.noteMax);
      return;
    }
    onConfirm({ note: note.trim(), photo: photo ?? '' });
  };
  return (
    <Modal opened={!!ask} onClose={onClose} title={ask?.title} centered>
      <Stack gap="sm">
        <Textarea
          label="备注"
          placeholder="如：左手背少量红疹"
          autosize
          minRows={3}
          maxLength={200}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <PhotoField value={photo} onChange={setPhoto} inputLabel="选择检查照片" />
        <DialogButtons onCancel={onClose} onConfirm={confirm} />
      </Stack>
    </Modal>
  );
}
