import { clockOf, durationText, type TrackStop } from '@workers/trajectory/track-analysis';
import type { Column } from '@/ui/DataTable';

/** 停车点's columns: when the car stood, how long and where. */
export const STOP_COLUMNS: Column<TrackStop>[] = [
  { key: 'start', title: '开始', width: 110, render: (s) => clockOf(s.start) },
  { key: 'end', title: '结束', width: 110, render: (s) => clockOf(s.end) },
  { key: 'duration', title: '停留时长', width: 130, render: (s) => durationText(s.end - s.start) },
  { key: 'place', title: '位置（纬度, 经度）', render: (s) => `${(s.lat / 1e6).toFixed(6)}, ${(s.lng / 1e6).toFixed(6)}` },
];
