import { createCanvas } from '@napi-rs/canvas';
import { CAPTCHA_CLICK_COUNT, CAPTCHA_IMAGE_HEIGHT as H, CAPTCHA_IMAGE_WIDTH as W, type CaptchaPoint } from '@contract';
import { drawLandscape } from './draw-landscape';
import { between, pick, sample } from './random';

/** Common characters that look the same in every CJK font (the system may only have the JP cut of Noto). */
export const CAPTCHA_CHARACTERS = [
  ...'山水花草日月星云风雨天地人心手口目木林火土石田禾竹米鱼鸟马牛羊虫光明乐美好学校园童笑画书船车春夏秋冬雪树叶果',
];
const DECOYS = 2;
export const CAPTCHA_FONT = "'Noto Serif CJK JP', 'Noto Serif CJK SC', 'Noto Sans CJK SC', 'Noto Sans CJK JP', sans-serif";
const COLORS = ['#d9480f', '#1971c2', '#2b8a3e', '#862e9c', '#c2255c', '#e67700', '#0b7285'];

export interface ClickWord {
  image: Buffer;
  /** The characters to click, in order. */
  wordList: string[];
  /** Their centres, in the same order. */
  answer: CaptchaPoint[];
}

/** Places points at least `gap` apart inside the margins (a few retries, then a grid fallback). */
function spreadPoints(n: number, gap: number): CaptchaPoint[] {
  for (let attempt = 0; attempt < 200; attempt++) {
    const points: CaptchaPoint[] = [];
    for (let i = 0; i < n; i++) {
      const p = { x: Math.round(between(22, W - 22)), y: Math.round(between(24, H - 22)) };
      if (points.every((q) => Math.hypot(p.x - q.x, p.y - q.y) >= gap)) points.push(p);
    }
    if (points.length === n) return points;
  }
  return Array.from({ length: n }, (_, i) => ({ x: 30 + i * ((W - 60) / (n - 1)), y: H / 2 }));
}

/** A landscape with 3 characters to click in order among 2 decoys, each turned a little. */
export async function renderClickWord(): Promise<ClickWord> {
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  drawLandscape(ctx, W, H);
  const chars = sample(CAPTCHA_CHARACTERS, CAPTCHA_CLICK_COUNT + DECOYS);
  const points = spreadPoints(chars.length, 46);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  chars.forEach((char, i) => {
    const p = points[i] as CaptchaPoint;
    ctx.save();
    ctx.translate(p.x, p.y);
    ctx.rotate(between(-0.6, 0.6));
    ctx.font = `bold ${Math.round(between(25, 30))}px ${CAPTCHA_FONT}`;
    ctx.lineWidth = 4;
    ctx.strokeStyle = 'rgba(255,255,255,0.9)';
    ctx.strokeText(char, 0, 0);
    ctx.fillStyle = pick(COLORS);
    ctx.fillText(char, 0, 0);
    ctx.restore();
  });
  const image = await canvas.encode('png');
  return { image, wordList: chars.slice(0, CAPTCHA_CLICK_COUNT), answer: points.slice(0, CAPTCHA_CLICK_COUNT) };
}
