import type { MapConfig, MonitorCar, MonitorRoute } from '@contract/bus/monitoring';
import { ActionIcon, Stack, Tooltip } from '@mantine/core';
import { IconFocusCentered, IconMinus, IconPlus } from '@tabler/icons-react';
import { drawBackground, drawRoute, drawScaleBar, drawStops } from '@workers/map/draw-base';
import { busAt, drawBus, labelOffsets } from '@workers/map/draw-bus';
import { centreOn, fitView, type MapView, panBy, zoomAt } from '@workers/map/map-view';
import { drawTiles, visibleTiles } from '@workers/map/tiles';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type TileSource, tileSourceOf } from '@/lib/map-tiles';
import classes from './monitor.module.css';

interface MonitorMapProps {
  cars: MonitorCar[];
  routes: MonitorRoute[];
  selected: string | null;
  /** Keep the selected bus in the centre as it moves (a drag stops following). */
  follow: boolean;
  onSelect: (carId: string | null) => void;
  onFollow: (follow: boolean) => void;
  mapConfig: MapConfig | null;
}

const placed = (cars: MonitorCar[]) => cars.filter((c) => c.position);
const allPoints = (cars: MonitorCar[], routes: MonitorRoute[]) => [
  ...placed(cars).map((c) => ({ lat: c.position?.lat ?? 0, lng: c.position?.lng ?? 0 })),
  ...routes.flatMap((r) => r.stops),
];

/**
 * The monitoring map on a page canvas (a few dozen buses: the main thread is enough): the plain base (or the tile
 * layer the settings give), every route with its stops, each bus as an arrow by its heading with its plate. Drag to
 * pan, wheel or the buttons to zoom, 全部 to fit everything; a click on a bus selects it.
 */
export function MonitorMap({ cars, routes, selected, follow, onSelect, onFollow, mapConfig }: MonitorMapProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const view = useRef<MapView | null>(null);
  const frame = useRef(0);
  const [tiles, setTiles] = useState<TileSource | null>(null);
  const latest = useRef({ cars, routes, selected, tiles });
  latest.current = { cars, routes, selected, tiles };
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  /** The user has panned, zoomed or followed: a resize keeps their view; until then it fits everything again. */
  const moved = useRef(false);

  // Reads refs only, so it is the same function for the component's life.
  const draw = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const canvas = canvasRef.current;
      const v = view.current;
      const ctx = canvas?.getContext('2d');
      if (!canvas || !v || !ctx) return;
      const dpr = window.devicePixelRatio || 1;
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      drawBackground(ctx, v);
      const { cars: cs, routes: rs, selected: sel, tiles } = latest.current;
      if (tiles) {
        const places = visibleTiles(v, tiles.layer.maxZoom ?? 18);
        for (const p of places) tiles.want(p.z, p.x, p.y);
        drawTiles(ctx, places, tiles.tile);
      }
      for (const r of rs) drawRoute(ctx, v, r.stops);
      for (const r of rs) drawStops(ctx, v, r.stops);
      // The selected bus last, over the others; plates of buses close together stacked, not on top of each other.
      const order = [...placed(cs)].sort((a, b) => Number(a.carId === sel) - Number(b.carId === sel));
      const marks = order.map((c) => ({
        lat: c.position?.lat ?? 0,
        lng: c.position?.lng ?? 0,
        direction: c.position?.direction ?? 0,
        label: c.plate,
        status: c.status,
        selected: c.carId === sel,
      }));
      const offsets = labelOffsets(v, marks);
      marks.forEach((m, i) => {
        drawBus(ctx, v, { ...m, labelDy: offsets[i] ?? 0 });
      });
      drawScaleBar(ctx, v);
      canvas.dataset.zoom = v.zoom.toFixed(2);
    });
  }, []);

  // The tile layer, when the settings give one.
  useEffect(() => {
    if (!mapConfig?.tiles) return;
    let alive = true;
    void tileSourceOf(mapConfig, () => draw()).then((t) => alive && setTiles(t));
    return () => {
      alive = false;
    };
  }, [mapConfig, draw]);

  // The canvas follows its box; the first size fits everything.
  useEffect(() => {
    const wrap = wrapRef.current;
    const canvas = canvasRef.current;
    if (!wrap || !canvas) return;
    const resize = () => {
      const { width, height } = wrap.getBoundingClientRect();
      const dpr = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
      const datum = mapConfig?.tiles?.datum ?? 'wgs84';
      view.current =
        view.current && moved.current
          ? { ...view.current, width, height, datum }
          : fitView(allPoints(latest.current.cars, latest.current.routes), { width, height, datum }, 64);
      draw();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(wrap);
    return () => observer.disconnect();
  }, [mapConfig, draw]);

  // New data: follow the selected bus, then draw.
  // biome-ignore lint/correctness/useExhaustiveDependencies: routes and tiles change what is drawn
  useEffect(() => {
    const v = view.current;
    const car = cars.find((c) => c.carId === selected);
    if (v && follow && car?.position) {
      view.current = centreOn(v, car.position.lat, car.position.lng);
      moved.current = true;
    }
    draw();
  }, [cars, routes, selected, follow, tiles, draw]);

  const fitAll = () => {
    const v = view.current;
    if (!v) return;
    view.current = fitView(allPoints(cars, routes), v, 64);
    moved.current = false;
    onFollow(false);
    draw();
  };
  const zoom = (delta: number) => {
    const v = view.current;
    if (!v) return;
    view.current = zoomAt(v, delta, v.width / 2, v.height / 2);
    moved.current = true;
    draw();
  };

  const local = (e: { clientX: number; clientY: number }) => {
    const rect = canvasRef.current?.getBoundingClientRect();
    return [e.clientX - (rect?.left ?? 0), e.clientY - (rect?.top ?? 0)] as const;
  };

  return (
    <div ref={wrapRef} className={classes.map}>
      <canvas
        ref={canvasRef}
        className={classes.canvas}
        data-testid="monitor-map"
        aria-label="校车地图"
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          drag.current = { x: e.clientX, y: e.clientY, moved: false };
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          const v = view.current;
          if (!d || !v) return;
          const dx = e.clientX - d.x;
          const dy = e.clientY - d.y;
          if (!d.moved && Math.abs(dx) + Math.abs(dy) < 4) return;
          if (!d.moved && follow) onFollow(false);
          d.moved = true;
          moved.current = true;
          view.current = panBy(v, dx, dy);
          drag.current = { x: e.clientX, y: e.clientY, moved: true };
          draw();
        }}
        onPointerUp={(e) => {
          const d = drag.current;
          drag.current = null;
          const v = view.current;
          if (!d || d.moved || !v) return;
          const [sx, sy] = local(e);
          const shown = placed(cars);
          const hit = busAt(
            v,
            shown.map((c) => ({ lat: c.position?.lat ?? 0, lng: c.position?.lng ?? 0 })),
            sx,
            sy,
          );
          if (hit >= 0) onSelect(shown[hit]?.carId ?? null);
        }}
        onWheel={(e) => {
          const v = view.current;
          if (!v) return;
          const [sx, sy] = local(e);
          view.current = zoomAt(v, -Math.sign(e.deltaY) * 0.5, follow ? v.width / 2 : sx, follow ? v.height / 2 : sy);
          moved.current = true;
          draw();
        }}
      />
      <Stack gap={6} className={classes.mapTools}>
        <Tooltip label="放大" position="left">
          <ActionIcon variant="default" size="lg" aria-label="放大" onClick={() => zoom(1)}>
            <IconPlus size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="缩小" position="left">
          <ActionIcon variant="default" size="lg" aria-label="缩小" onClick={() => zoom(-1)}>
            <IconMinus size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="显示全部车辆" position="left">
          <ActionIcon variant="default" size="lg" aria-label="显示全部" onClick={fitAll}>
            <IconFocusCentered size={18} />
          </ActionIcon>
        </Tooltip>
      </Stack>
      {mapConfig?.tiles?.attribution && <div className={classes.attribution}>{mapConfig.tiles.attribution}</div>}
    </div>
  );
}
