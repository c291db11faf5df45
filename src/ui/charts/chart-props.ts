export interface ChartProps {
  /** bar: categories along the x axis; donut: shares of a whole. */
  kind: 'bar' | 'donut';
  data: readonly { label: string; value: number }[];
  /** Appended to values in labels and tooltips (人, 次…). */
  unit?: string;
  height?: number;
  /**
   * bar only: several series side by side instead of `data`'s one (收入 and 支出 of each day), each with its values
   * in the order of `data`'s labels; `valueFormatter` words the tooltip (¥1,280.00). No value labels on the bars.
   */
  series?: readonly { name: string; color: string; values: readonly number[] }[];
  valueFormatter?: (value: number) => string;
}
