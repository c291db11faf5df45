import type { Ctx2D } from './draw-base';
import { type MapView, toScreen } from './map-view';

/**
 * A bus on the map (monitoring; playback may use it for its moving bus): an arrow pointing where it heads (JT/T 808
 * direction: 0 north, clockwise), coloured by status, with its plate underneath; a selected bus wears a ring.
 */
export const BUS_COLOURS = { moving: '#18a058', parked: '#e6a23c', offline: '#909399', ring: '#1d64d8' } as const;

export interface BusMark {
  lat: number;
  lng: number;
  direction: number;
  label: string;
  status: 'moving' | 'parked' | 'offline';
  selected?: boolean;
  /** Pixels the plate moves down, clear of another bus's plate (labelOffsets). */
  labelDy?: number;
}

const LABEL_HEIGHT = 18;
const LABEL_GAP = 2;

/**
 * How far down each bus's plate goes so that plates of buses close together (two at the school gate) do not cover
 * each other: a plate that would meet one already placed moves below it. Widths are estimated (12 px type).
 */
export function labelOffsets(view: MapView, buses: ReadonlyArray<Pick<BusMark, 'lat' | 'lng' | 'label'>>): number[] {
  const placed: { x0: number; x1: number; y0: number; y1: number }[] = [];
  return buses.map((b) => {
    const [x, y] = toScreen(view, b.lat, b.lng);
    const w = b.label.length * 12 + 10;
    const box = { x0: x - w / 2, x1: x + w / 2, y0: y, y1: y + LABEL_HEIGHT };
    let dy = 0;
    for (let moved = true; moved; ) {
      moved = false;
      for (const p of placed)
        if (box.x0 < p.x1 && p.x0 < box.x1 && box.y0 + dy < p.y1 && p.y0 < box.y1 + dy) {
          dy = p.y1 - box.y0 + LABEL_GAP;
          moved = true;
        }
    }
    placed.push({ ...box, y0: box.y0 + dy, y1: box.y1 + dy });
    return dy;
  });
}

/** Arrow size in CSS pixels (tip to tail). */
export const BUS_ARROW = 22;

export function drawBus(ctx: Ctx2D, view: MapView, bus: BusMark): void {
  const [x, y] = toScreen(view, bus.lat, bus.lng);
  if (x < -60 || y < -60 || x > view.width + 60 || y > view.height + 60) return;
  ctx.save();
  if (bus.selected) {
    ctx.beginPath();
    ctx.arc(x, y, BUS_ARROW * 0.85, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(29,100,216,0.15)';
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = BUS_COLOURS.ring;
    ctx.stroke();
  }
  ctx.translate(x, y);
  ctx.rotate((bus.direction * Math.PI) / 180);
  const h = BUS_ARROW / 2;
  ctx.beginPath();
  ctx.moveTo(0, -h);
  ctx.lineTo(h * 0.8, h);
  ctx.lineTo(0, h * 0.45);
  ctx.lineTo(-h * 0.8, h);
  ctx.closePath();
  ctx.fillStyle = BUS_COLOURS[bus.status];
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.restore();

  ctx.save();
  ctx.font = 'bold 12px system-ui, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  const ty = y + h + 5 + (bus.labelDy ?? 0);
  const w = ctx.measureText(bus.label).width + 10;
  ctx.fillStyle = bus.selected ? BUS_COLOURS.ring : 'rgba(48,49,51,0.85)';
  ctx.beginPath();
  ctx.roundRect(x - w / 2, ty - 2, w, LABEL_HEIGHT, 4);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.fillText(bus.label, x, ty + 1);
  ctx.restore();
}

/** The bus nearest the canvas point within `radius` CSS pixels, or -1 (a click selects it). */
export function busAt(
  view: MapView,
  buses: ReadonlyArray<Pick<BusMark, 'lat' | 'lng'>>,
  sx: number,
  sy: number,
  radius = BUS_ARROW,
): number {
  let best = -1;
  let bestD = radius * radius;
  buses.forEach((b, i) => {
    const [x, y] = toScreen(view, b.lat, b.lng);
    const d = (x - sx) ** 2 + (y - sy) ** 2;
    if (d <= bestD) {
      bestD = d;
      best = i;
    }
  });
  return best;
}
