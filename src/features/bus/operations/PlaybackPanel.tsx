import type { LoadResult } from '@workers/trajectory/playback';
import { clockOf, durationText, SPEED_BANDS } from '@workers/trajectory/track-analysis';
import { Alert, Box, Button, Group, NumberInput, Paper, SegmentedControl, Select, Slider, Switch, Text, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
// Slider is used by this screen only: its styles come with it (src/app/mantine-styles.ts keeps the first load small).
import '@mantine/core/styles/Slider.css';
import { IconFileExport, IconFocusCentered, IconPlayerPauseFilled, IconPlayerPlayFilled, IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session/store';
import { loadBusDay, type TrajectoryWorker, transferTrack } from '@/lib/trajectory/trajectory-client';
import { saveFile, xlsxWorker } from '@/lib/xlsx/xlsx-client';
import { DataTable } from '@/ui/DataTable';
import { useBusAlerts } from '@/lib/bus/use-bus-alerts';
import { type BusBook, useDayTrips } from './use-day-trips';
import { ExportButton } from '@/ui/ExportButton';
import { STOP_COLUMNS } from './stop-columns';
import { TripSummaryCards } from './TripSummaryCards';
import { type TimelineMark, useTrackOverlay } from './use-track-overlay';
import { useTrajectoryCanvas } from './use-trajectory-canvas';

const MARK_COLOUR: Record<TimelineMark['kind'], string> = { board: '#1d64d8', alight: '#13a8a8', close: '#606266', alert: '#f56c6c' };
const RATES = ['1', '2', '4', '8', '16', '32', '64'];
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * 轨迹回放 (行驶记录's tab; docs/bus-tracking.md "Playback"): a car and a day; the track comes as bytes (cached in
 * IndexedDB), is decoded here and moved to the trajectory worker, which draws it on this panel's canvas (transferred
 * to it as an OffscreenCanvas) and runs the playback clock. The page keeps only the controls, the timeline and the
 * summary; it hears the playback time ten times a second.
 */
export function PlaybackPanel({
  book,
  online,
  initial,
}: {
  book: BusBook | undefined;
  online: boolean;
  /** A trip record's car and day (行驶记录's 轨迹回放 button). */
  initial?: { carId: string; day: string };
}) {
  const { session } = useSession();
  const schoolId = session?.schoolInfo.schoolId;
  const userId = session?.userId;
  const cars = useMemo(
    () => [...(book?.cars.values() ?? [])].filter((c) => c.gpsDeviceId).sort((a, b) => a.plate.localeCompare(b.plate, 'zh-CN')),
    [book],
  );
  const [carId, setCarId] = useState<string | null>(initial?.carId ?? null);
  const [day, setDay] = useState<string>(initial?.day ?? today());
  const [stopMinutes, setStopMinutes] = useState(3);
  const [reload, setReload] = useState(0);
  const [loaded, setLoaded] = useState<(LoadResult & { day: string; carId: string; bytes: number; cached: boolean }) | null>(null);
  const [loading, setLoading] = useState(false);
  const [t, setT] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [follow, setFollow] = useState(true);
  const [rate, setRate] = useState('8');
  const [exporting, setExporting] = useState<'gpx' | 'xlsx' | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const worker = useRef<TrajectoryWorker | null>(null);
  const { trips } = useDayTrips(day, online);
  const alerts = useBusAlerts(online && schoolId && carId ? { schoolId, carId, startDate: day, endDate: day, pageSize: 100 } : null).page
    ?.list;

  const car = carId ? book?.cars.get(carId) : undefined;
  if (!carId && cars[0]) setCarId(cars[0].id);

  const { base, marks } = useTrackOverlay(book, trips, carId, day, alerts);

  useTrajectoryCanvas(box, worker, setT, setPlaying, setFollow);

  // What the next load starts with; later changes go to the worker on their own (below).
  const settings = useRef({ base, stopMinutes });
  settings.current = { base, stopMinutes };

  // The day: from the cache or the server, decoded here, its columns moved to the worker.
  useEffect(() => {
    if (!schoolId || !userId || !carId || !day) return;
    const controller = new AbortController();
    const fresh = reload > 0;
    setLoading(true);
    loadBusDay({ userId, schoolId, carId, day, fresh }, controller.signal)
      .then(async ({ track, bytes, cached }) => {
        const w = worker.current;
        if (!w || controller.signal.aborted) return;
        const result = await w.api.load(transferTrack(track), settings.current.base, settings.current.stopMinutes);
        if (controller.signal.aborted) return;
        setLoaded({ ...result, day, carId, bytes, cached });
        setT(result.summary.start);
      })
      .catch(() => !controller.signal.aborted && setLoaded(null))
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [schoolId, userId, carId, day, reload]);

  // The car's routes and stops arrive with the day's trips (maybe after the track): drawn under it.
  useEffect(() => {
    void worker.current?.api.setBase(base);
  }, [base]);

  // Stop threshold changed: the worker finds the stops again (the track stays where it is).
  const hasTrack = loaded !== null;
  useEffect(() => {
    const w = worker.current;
    if (!w || !hasTrack) return;
    let live = true;
    void w.api.setStopMinutes(stopMinutes).then((stops) => live && setLoaded((l) => (l ? { ...l, stops } : l)));
    return () => {
      live = false;
    };
  }, [stopMinutes, hasTrack]);

  const summary = loaded?.summary;
  const empty = loaded !== null && summary?.points === 0;
  const span = summary ? Math.max(1, summary.end - summary.start) : 1;
  const pct = (x: number) => `${Math.max(0, Math.min(100, ((x - (summary?.start ?? 0)) / span) * 100))}%`;
  const title = `${car?.plate ?? ''} ${day}`;
  const fileBase = `轨迹-${car?.plate ?? ''}-${day}`.replace(/[\\/:*?"<>|]/g, '_');

  const togglePlay = () => void (playing ? worker.current?.api.pause() : worker.current?.api.play());
  const exportGpx = async () => {
    const w = worker.current;
    if (!w || !summary) return;
    setExporting('gpx');
    try {
      const gpx = await w.api.gpx(title);
      saveFile(new TextEncoder().encode(gpx).buffer as ArrayBuffer, `${fileBase}.gpx`, 'application/gpx+xml');
      notify.success('导出成功');
    } finally {
      setExporting(null);
    }
  };
  const exportXlsx = async () => {
    const w = worker.current;
    if (!w || !summary) return;
    setExporting('xlsx');
    try {
      const sheets = await w.api.sheets(title, summary);
      saveFile(await xlsxWorker().buildBook(sheets), `${fileBase}.xlsx`);
      notify.success('导出成功');
    } catch {
      notify.error('导出失败，请重试');
    } finally {
      setExporting(null);
    }
  };

  return (
    <>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" justify="space-between">
          <Group align="flex-end">
            <Select
              label="车辆"
              placeholder="请选择车辆"
              w={170}
              data={cars.map((c) => ({ value: c.id, label: c.plate }))}
              value={carId}
              onChange={setCarId}
              allowDeselect={false}
            />
            <DatePickerInput
              label="日期"
              valueFormat="YYYY-MM-DD"
              w={150}
              value={day}
              maxDate={today()}
              onChange={(v) => v && setDay(String(v).slice(0, 10))}
            />
            <NumberInput
              label="停车判定（分钟）"
              w={140}
              min={1}
              max={120}
              value={stopMinutes}
              onChange={(v) => typeof v === 'number' && v >= 1 && setStopMinutes(v)}
            />
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={loading}
              disabled={!online}
              onClick={() => setReload((r) => r + 1)}
            >
              刷新
            </Button>
          </Group>
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconFileExport size={16} />}
              loading={exporting === 'gpx'}
              disabled={!summary || empty}
              onClick={() => void exportGpx()}
            >
              导出GPX
            </Button>
            <ExportButton loading={exporting === 'xlsx'} disabled={!summary || empty} onClick={() => void exportXlsx()}>
              导出Excel
            </ExportButton>
          </Group>
        </Group>
      </Paper>

      {cars.length === 0 && book && <Alert color="gray">暂无装有定位设备的车辆，请先在基础设置 → 车辆中填写GPS设备号。</Alert>}

      <TripSummaryCards summary={summary} />

      <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
        <Box ref={box} pos="relative" h={480} bg="#f4f6f8">
          {(empty || !loaded) && !loading && (
            <Text pos="absolute" top="45%" left={0} right={0} ta="center" c="dimmed" style={{ pointerEvents: 'none' }}>
              {loaded ? '暂无数据：当天没有定位记录' : carId ? '暂无数据' : '请选择车辆'}
            </Text>
          )}
          <Group
            gap={8}
            pos="absolute"
            right={10}
            top={10}
            p={6}
            bg="rgba(255,255,255,0.9)"
            style={{ borderRadius: 4, pointerEvents: 'none' }}
          >
            {SPEED_BANDS.map((b) => (
              <Group key={b.label} gap={4}>
                <Box w={16} h={4} bg={b.colour} style={{ borderRadius: 2 }} />
                <Text size="xs">{b.label}</Text>
              </Group>
            ))}
            <Text size="xs" c="dimmed">
              km/h
            </Text>
          </Group>
        </Box>
        <Box p="md">
          <Group justify="space-between" mb="xs">
            <Group gap="sm">
              <Button
                w={96}
                leftSection={playing ? <IconPlayerPauseFilled size={16} /> : <IconPlayerPlayFilled size={16} />}
                disabled={!summary || empty}
                onClick={togglePlay}
              >
                {playing ? '暂停' : '播放'}
              </Button>
              <SegmentedControl
                size="xs"
                data={RATES.map((r) => ({ value: r, label: `×${r}` }))}
                value={rate}
                onChange={(r) => {
                  setRate(r);
                  void worker.current?.api.setRate(Number(r));
                }}
                aria-label="播放倍速"
              />
              <Switch
                label="跟随车辆"
                checked={follow}
                onChange={(e) => {
                  setFollow(e.currentTarget.checked);
                  void worker.current?.api.setFollow(e.currentTarget.checked);
                }}
              />
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconFocusCentered size={14} />}
                onClick={() => {
                  setFollow(false);
                  void worker.current?.api.setFollow(false);
                  void worker.current?.api.fit();
                }}
              >
                全览
              </Button>
            </Group>
            <Text size="sm" ff="monospace" data-testid="playback-clock">
              {summary && summary.points > 0 ? `${clockOf(t)} / ${clockOf(summary.end)}` : '--:--:-- / --:--:--'}
            </Text>
          </Group>
          <Box pos="relative" h={14} mb={4} data-testid="playback-marks">
            <Box pos="absolute" left={0} right={0} top={6} h={2} bg="gray.2" />
            {summary &&
              summary.points > 0 &&
              loaded?.stops.map((s, i) => (
                <Tooltip key={`s${s.from}`} label={`停${i + 1} ${clockOf(s.start)}—${clockOf(s.end)}（${durationText(s.end - s.start)}）`}>
                  <Box
                    pos="absolute"
                    top={3}
                    h={8}
                    left={pct(s.start)}
                    w={`calc(${pct(s.end)} - ${pct(s.start)})`}
                    miw={3}
                    bg="#fa8c16"
                    data-stop={i + 1}
                    style={{ borderRadius: 2, cursor: 'pointer' }}
                    onClick={() => void worker.current?.api.seek(s.start)}
                  />
                </Tooltip>
              ))}
            {summary &&
              summary.points > 0 &&
              marks
                .filter((m) => m.t >= summary.start && m.t <= summary.end)
                .map((m) => (
                  <Tooltip key={`${m.kind}-${m.t}-${m.label}`} label={m.label}>
                    <Box
                      pos="absolute"
                      top={0}
                      h={14}
                      w={3}
                      left={pct(m.t)}
                      bg={MARK_COLOUR[m.kind]}
                      data-mark={m.kind}
                      style={{ cursor: 'pointer', transform: 'translateX(-1px)' }}
                      onClick={() => void worker.current?.api.seek(m.t)}
                    />
                  </Tooltip>
                ))}
          </Box>
          <Slider
            thumbLabel="播放进度"
            min={summary?.start ?? 0}
            max={summary && summary.points > 0 ? summary.end : 1}
            step={1}
            value={Math.round(t)}
            disabled={!summary || empty}
            label={(v) => clockOf(v)}
            onChange={(v) => {
              setT(v);
              void worker.current?.api.seek(v);
            }}
          />
          <Group gap="md" mt="xs">
            {(['board', 'alight', 'close', 'alert'] as const).map((k) => (
              <Group key={k} gap={4}>
                <Box w={3} h={12} bg={MARK_COLOUR[k]} />
                <Text size="xs" c="dimmed">
                  {{ board: '上车', alight: '下车', close: '结束行程', alert: '报警' }[k]}
                </Text>
              </Group>
            ))}
            <Group gap={4}>
              <Box w={14} h={8} bg="#fa8c16" style={{ borderRadius: 2 }} />
              <Text size="xs" c="dimmed">
                停车
              </Text>
            </Group>
            {loaded && (
              <Text size="xs" c="dimmed" ml="auto">
                {summary?.points ?? 0} 个定位点，{(loaded.bytes / 1024).toFixed(1)} KB{loaded.cached ? '（缓存）' : ''}
              </Text>
            )}
          </Group>
        </Box>
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Text fw={600} mb="sm">
          停车点（停留 ≥ {stopMinutes} 分钟）
        </Text>
        <Box data-testid="found-stops">
          <DataTable
            columns={STOP_COLUMNS}
            rows={loaded ? loaded.stops : undefined}
            rowKey={(s) => String(s.from)}
            page={1}
            pageSize={1000}
          />
        </Box>
      </Paper>
    </>
  );
}
