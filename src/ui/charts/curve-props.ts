export interface CurveProps {
  /** Reference curves (a growth chart's −3…+3 SD), each drawn as a thin line over the shared x values. */
  curves: readonly { name: string; color: string; dashed?: boolean; points: readonly { x: number; y: number }[] }[];
  /** The measured points (a child's check-ups), drawn as dots joined by a line. */
  points: readonly { x: number; y: number; label?: string }[];
  pointsName: string;
  xLabel: string;
  yLabel: string;
  height?: number;
}
