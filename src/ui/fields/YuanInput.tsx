import { TextInput, type TextInputProps } from '@mantine/core';
import { parseYuan } from '@contract/finance/fees';

/**
 * Money typed in yuan (SPEC money rule: digits with optional two decimals), held as the text typed; `fenOf` reads it
 * as integer fen for the contract (NaN when it is not money, so the schema's message shows under the field).
 */
export function YuanInput(props: TextInputProps) {
  return <TextInput inputMode="decimal" placeholder="0.00" rightSection="元" rightSectionWidth={36} maxLength={11} {...props} />;
}

export const fenOf = (typed: unknown): number =>
  typeof typed === 'string' && typed.trim() !== '' ? (parseYuan(typed) ?? Number.NaN) : Number.NaN;
