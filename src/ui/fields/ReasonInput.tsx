import { Textarea } from '@mantine/core';

interface Props {
  /** 作废原因, 驳回原因, 备注 … */
  label: string;
  value: string;
  error: string | null;
  /** The text as typed; the dialog clears its error with it. */
  onChange: (text: string) => void;
  /** Marked required (the dialog checks it): true unless said. */
  required?: boolean;
}

/** The reason a dialog asks for before voiding, rejecting or moving a row: at most 200 characters, grows as typed. */
export function ReasonInput({ label, value, error, onChange, required = true }: Props) {
  return (
    <Textarea
      label={label}
      withAsterisk={required}
      maxLength={200}
      autosize
      minRows={2}
      value={value}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
