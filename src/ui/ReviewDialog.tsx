import { Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { ReasonInput } from '@/ui/fields/ReasonInput';
import { OnlineOnlyNote } from '@/ui/OnlineOnlyNote';
import { DialogButtons } from './DialogButtons';
import { useSaving } from './use-saving';

interface Props<R> {
  /** What is under review (a row, or the rows chosen); null: closed. */
  row: R | null;
  title: string;
  /** What is being reviewed, in a line or two. */
  summary: (row: R) => ReactNode;
  /** What 通过 does (shown under the choice). */
  passHint: string;
  /** The choices' labels when they say where the row goes: 通过（待退费）, 驳回（退回草稿）. */
  passLabel?: string;
  rejectLabel?: string;
  /** The toast after 通过 (审核通过 unless said). */
  passToast?: string;
  /** The area's message for a 驳回 without a reason. */
  reasonRequired: string;
  /** The online call: result 1 通过, 2 驳回. */
  review: (row: R, result: 1 | 2, reason: string) => Promise<unknown>;
  onClose: () => void;
  /** After the server accepted (the replica is nudged to pull the change). */
  onReviewed?: () => void;
}

/** The props of an area's 审核 dialog of one row of a school. */
export interface RowReviewProps<R> {
  row: R | null;
  schoolId: number;
  onClose: () => void;
  /** After the server accepted: the replica pulls the row as it now is. */
  onReviewed: () => void;
}

/**
 * 审核: 通过, or 驳回 with a reason (at most 200 characters). Online only: the server decides on the state it holds;
 * on a refusal the client toasts the server's message and the dialog stays open.
 */
export function ReviewDialog<R>(props: Props<R>) {
  const { row, title, summary, passHint, reasonRequired, review, onClose, onReviewed } = props;
  const [result, setResult] = useState<'1' | '2'>('1');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { saving, save } = useSaving();
  useEffect(() => {
    if (row) {
      setResult('1');
      setReason('');
      setError(null);
    }
  }, [row]);
  const submit = async () => {
    if (!row) return;
    if (result === '2' && reason.trim() === '') return setError(reasonRequired);
    await save(async () => {
      await review(row, result === '1' ? 1 : 2, reason.trim());
      notify.success(result === '1' ? (props.passToast ?? '审核通过') : '已驳回');
      onReviewed?.();
      onClose();
    });
  };
  return (
    <Modal opened={row !== null} onClose={onClose} title={title} size="md" centered>
      {row && (
        <Stack gap="sm">
          {summary(row)}
          <Radio.Group label="审核结果" value={result} onChange={(v) => setResult(v as '1' | '2')}>
            <Group mt={4}>
              <Radio value="1" label={props.passLabel ?? '通过'} />
              <Radio value="2" label={props.rejectLabel ?? '驳回'} />
            </Group>
          </Radio.Group>
          {result === '1' ? (
            <Text size="xs" c="dimmed">
              {passHint}
            </Text>
          ) : (
            <ReasonInput
              label="驳回原因"
              value={reason}
              error={error}
              onChange={(text) => {
                setReason(text);
                setError(null);
              }}
            />
          )}
          <OnlineOnlyNote action="审核" />
          <DialogButtons onCancel={onClose} onConfirm={() => void submit()} saving={saving} />
        </Stack>
      )}
    </Modal>
  );
}
