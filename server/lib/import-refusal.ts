import { type RowError, rowErrorText } from '@contract';

/** The first bad cell, and how many there are: what an import that writes nothing answers (docs/xlsx.md). */
export const importRefusal = (errors: readonly RowError[]): string =>
  `${rowErrorText(errors[0] as RowError)}${errors.length > 1 ? `（共${errors.length}处错误）` : ''}`;
