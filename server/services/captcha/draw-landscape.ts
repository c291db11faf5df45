import type { SKRSContext2D } from '@napi-rs/canvas';
import { between, intBetween, pick } from './random';

/** Sky top, sky bottom, far hills, near ground, sun: times of day that read well behind a white jigsaw outline. */
const PALETTES = [
  { skyTop: '#5b9bd5', skyBottom: '#cfe8f7', far: '#8fb6c9', near: '#3e7d4f', sun: '#fff6c8' },
  { skyTop: '#f08a5d', skyBottom: '#fde2b8', far: '#b98b8e', near: '#5b4a6b', sun: '#fff1d0' },
  { skyTop: '#3a4a8c', skyBottom: '#e6a3a0', far: '#7e6f9e', near: '#2f3b5c', sun: '#ffe3c2' },
  { skyTop: '#7fc8c5', skyBottom: '#eaf7ef', far: '#9cc4b2', near: '#4f8a5b', sun: '#ffffff' },
  { skyTop: '#8e7cc3', skyBottom: '#f6d6e6', far: '#a990b8', near: '#56407a', sun: '#fff5e6' },
] as const;

const hex = (c: string) => [1, 3, 5].map((i) => Number.parseInt(c.slice(i, i + 2), 16)) as [number, number, number];
const mix = (a: string, b: string, t: number) => {
  const [x, y] = [hex(a), hex(b)];
  return `rgb(${x.map((v, i) => Math.round(v + ((y[i] as number) - v) * t)).join(',')})`;
};

/** A ridge line by midpoint displacement: jagged far away, gentle close by. */
function ridge(base: number, rough: number): number[] {
  const n = 33;
  const ys = new Array<number>(n).fill(base);
  ys[0] = base + between(-rough, rough);
  ys[n - 1] = base + between(-rough, rough);
  for (let step = n - 1, amp = rough; step > 1; step = Math.floor(step / 2), amp *= 0.55) {
    for (let i = step / 2; i < n; i += step) {
      const l = ys[i - step / 2] as number;
      const r = ys[Math.min(i + step / 2, n - 1)] as number;
      ys[i] = (l + r) / 2 + between(-amp, amp);
    }
  }
  return ys;
}

function fillRidge(ctx: SKRSContext2D, width: number, height: number, ys: number[], color: string): void {
  const step = width / (ys.length - 1);
  ctx.beginPath();
  ctx.moveTo(0, height);
  for (const [i, y] of ys.entries()) ctx.lineTo(i * step, y);
  ctx.lineTo(width, height);
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
}

function pine(ctx: SKRSContext2D, x: number, groundY: number, h: number, color: string): void {
  ctx.fillStyle = color;
  ctx.fillRect(x - h * 0.04, groundY - h * 0.2, h * 0.08, h * 0.2);
  for (let t = 0; t < 3; t++) {
    const top = groundY - h + t * h * 0.22;
    const half = h * (0.18 + t * 0.08);
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x - half, top + h * 0.42);
    ctx.lineTo(x + half, top + h * 0.42);
    ctx.closePath();
    ctx.fill();
  }
}

/** Paints a random landscape: sky, sun, clouds, three ranges of hills, pines, a little grain. */
export function drawLandscape(ctx: SKRSContext2D, width: number, height: number): void {
  const p = pick(PALETTES);
  const sky = ctx.createLinearGradient(0, 0, 0, height * 0.8);
  sky.addColorStop(0, p.skyTop);
  sky.addColorStop(1, p.skyBottom);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);

  const sunX = between(width * 0.1, width * 0.9);
  const sunY = between(height * 0.15, height * 0.45);
  const glow = ctx.createRadialGradient(sunX, sunY, 4, sunX, sunY, 60);
  glow.addColorStop(0, p.sun);
  glow.addColorStop(0.25, `${p.sun}cc`);
  glow.addColorStop(1, `${p.sun}00`);
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, width, height);
  ctx.beginPath();
  ctx.arc(sunX, sunY, between(9, 15), 0, Math.PI * 2);
  ctx.fillStyle = p.sun;
  ctx.fill();

  for (let c = intBetween(2, 4); c > 0; c--) {
    const cx = between(0, width);
    const cy = between(height * 0.08, height * 0.4);
    ctx.fillStyle = 'rgba(255,255,255,0.55)';
    for (let k = 0; k < 5; k++) {
      ctx.beginPath();
      ctx.ellipse(cx + k * between(7, 11), cy + between(-3, 3), between(10, 18), between(5, 8), 0, 0, Math.PI * 2);
      ctx.fill();
    }
  }

  const layers = [
    { base: height * between(0.45, 0.55), rough: 22, color: mix(p.far, p.skyBottom, 0.35) },
    { base: height * between(0.6, 0.68), rough: 16, color: p.far },
    { base: height * between(0.74, 0.82), rough: 9, color: mix(p.near, p.far, 0.35) },
  ];
  for (const layer of layers) fillRidge(ctx, width, height, ridge(layer.base, layer.rough), layer.color);
  const front = ridge(height * between(0.86, 0.92), 5);
  fillRidge(ctx, width, height, front, p.near);
  for (let t = intBetween(4, 9); t > 0; t--) {
    const x = between(0, width);
    const i = Math.min(front.length - 1, Math.round((x / width) * (front.length - 1)));
    pine(ctx, x, (front[i] as number) + 4, between(18, 34), mix(p.near, '#000000', 0.25));
  }

  // Grain, so flat colour alone does not give the hole away.
  for (let g = 0; g < 900; g++) {
    ctx.fillStyle = `rgba(${Math.random() < 0.5 ? '255,255,255' : '0,0,0'},${between(0.03, 0.08)})`;
    ctx.fillRect(between(0, width), between(0, height), 1.5, 1.5);
  }
}
