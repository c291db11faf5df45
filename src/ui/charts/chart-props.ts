export interface ChartProps {
  /** bar: categories along the x axis; donut: shares of a whole. */
  kind: 'bar' | 'donut';
  data: readonly { label: string; value: number }[];
  /** Appended to values in labels and tooltips (人, 次…). */
  unit?: string;
  height?: number;
}
