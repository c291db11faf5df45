import { CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Scatter, Tooltip, XAxis, YAxis } from 'recharts';
import type { CurveProps } from './curve-props';

const round = (v: number) => Math.round(v * 10) / 10;

/**
 * Reference curves with measured points on numeric axes (a growth chart), on recharts, which the statistics charts
 * load too: import it through `CurveChart` (./index.tsx) so the library stays in its own chunk.
 */
export default function Curves({ curves, points, pointsName, xLabel, yLabel, height = 300 }: CurveProps) {
  const xs = [...curves.flatMap((c) => c.points.map((p) => p.x)), ...points.map((p) => p.x)];
  const ys = [...curves.flatMap((c) => c.points.map((p) => p.y)), ...points.map((p) => p.y)];
  const domainX = [Math.floor(Math.min(...xs)), Math.ceil(Math.max(...xs))];
  const domainY = [Math.floor(Math.min(...ys)), Math.ceil(Math.max(...ys))];
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart margin={{ top: 8, right: 16, bottom: 20, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-gray-3)" />
        <XAxis type="number" dataKey="x" domain={domainX} tickCount={8} label={{ value: xLabel, position: 'insideBottom', offset: -12 }} />
        <YAxis
          type="number"
          dataKey="y"
          domain={domainY}
          width={48}
          label={{ value: yLabel, angle: -90, position: 'insideLeft', offset: 12 }}
        />
        <Tooltip formatter={(v) => round(Number(v))} labelFormatter={(v) => `${xLabel} ${round(Number(v))}`} />
        <Legend verticalAlign="top" height={28} />
        {curves.map((c) => (
          <Line
            key={c.name}
            data={c.points as { x: number; y: number }[]}
            dataKey="y"
            name={c.name}
            stroke={c.color}
            strokeWidth={c.dashed ? 1 : 1.5}
            strokeDasharray={c.dashed ? '4 3' : undefined}
            dot={false}
            isAnimationActive={false}
          />
        ))}
        <Scatter
          data={points as { x: number; y: number }[]}
          dataKey="y"
          name={pointsName}
          fill="var(--mantine-color-red-7)"
          line
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
