import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { CAPTCHA_IMAGE_HEIGHT as H, CAPTCHA_IMAGE_WIDTH as W, CAPTCHA_PIECE_WIDTH, type CaptchaPoint } from '@contract';
import { drawLandscape } from './draw-landscape';
import { intBetween } from './random';

/** The piece: a 34 px square with a tab on top, a tab on the right and a notch on the left (fits the 47 px strip). */
const SIDE = 34;
const TAB = 6;
const PAD = 2;
const PIECE_HEIGHT = PAD + TAB + SIDE + PAD;

/** Traces the jigsaw outline with its box's top-left corner at (x, y). */
function tracePiece(ctx: SKRSContext2D, x: number, y: number): void {
  const x0 = x + PAD + TAB;
  const y0 = y + PAD + TAB;
  const x1 = x0 + SIDE;
  const y1 = y0 + SIDE;
  const cx = x0 + SIDE / 2;
  const cy = y0 + SIDE / 2;
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(cx - TAB, y0);
  ctx.arc(cx, y0, TAB, Math.PI, 2 * Math.PI, false);
  ctx.lineTo(x1, y0);
  ctx.lineTo(x1, cy - TAB);
  ctx.arc(x1, cy, TAB, -Math.PI / 2, Math.PI / 2, false);
  ctx.lineTo(x1, y1);
  ctx.lineTo(x0, y1);
  ctx.lineTo(x0, cy + TAB);
  ctx.arc(x0, cy, TAB, Math.PI / 2, -Math.PI / 2, true);
  ctx.closePath();
}

export interface BlockPuzzle {
  original: Buffer;
  jigsaw: Buffer;
  /** Where the jigsaw strip's left edge must land, and the piece's top within the strip. */
  answer: CaptchaPoint;
}

/** A fresh landscape with a jigsaw-shaped hole, and the piece cut from it on a transparent 47 × 155 strip. */
export async function renderBlockPuzzle(): Promise<BlockPuzzle> {
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  drawLandscape(ctx, W, H);
  // Far enough right that the start position is never an accidental answer.
  const answer = { x: intBetween(70, W - CAPTCHA_PIECE_WIDTH - 6), y: intBetween(6, H - PIECE_HEIGHT - 6) };

  const strip = createCanvas(CAPTCHA_PIECE_WIDTH, H);
  const sctx = strip.getContext('2d');
  sctx.save();
  tracePiece(sctx, -PAD, answer.y);
  sctx.clip();
  sctx.drawImage(canvas, answer.x - PAD, 0, CAPTCHA_PIECE_WIDTH, H, 0, 0, CAPTCHA_PIECE_WIDTH, H);
  sctx.restore();
  tracePiece(sctx, -PAD, answer.y);
  sctx.lineWidth = 2;
  sctx.strokeStyle = 'rgba(255,255,255,0.95)';
  sctx.shadowColor = 'rgba(0,0,0,0.5)';
  sctx.shadowBlur = 4;
  sctx.stroke();

  tracePiece(ctx, answer.x - PAD, answer.y);
  ctx.fillStyle = 'rgba(0,0,0,0.42)';
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = 'rgba(255,255,255,0.8)';
  ctx.stroke();

  const [original, jigsaw] = await Promise.all([canvas.encode('png'), strip.encode('png')]);
  return { original, jigsaw, answer };
}
