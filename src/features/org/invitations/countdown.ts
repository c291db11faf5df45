import { useEffect, useState } from 'react';

/** Seconds left until `deadline` (ms), re-rendering each second; 0 once past. Computed on render, never stale. */
export function useSecondsLeft(deadline: number | null): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** 86399 → 23小时59分59秒; days when longer. */
export function formatCountdown(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d > 0 ? `${d}天` : ''}${pad(h)}小时${pad(m)}分${pad(s)}秒`;
}
