// Draws the synthetic ID card front and driving licence photos that the OCR tests, the e2e spec and the bench
// recognise: tests/fixtures/ocr/id-card.jpg and driving-licence.jpg. Fake person, valid demo ID number (its check
// digit is right so the parser offers it). Needs a CJK font (fonts-noto-cjk). Run: `node scripts/make-ocr-fixtures.mjs`.
// The JPEGs are committed; rerun only to change the cards.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

const out = fileURLToPath(new URL('../tests/fixtures/ocr/', import.meta.url));
const cjk = GlobalFonts.families.map((f) => f.family).find((f) => /Sans CJK|WenQuanYi|Hei/i.test(f));
if (!cjk) throw new Error('no CJK font: apt-get install fonts-noto-cjk');

// The demo person (tests/fixtures/ocr/README.md repeats it; the tests assert these values).
const ID = '11010519850312003';
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const idNumber = ID + '10X98765432'[[...ID].reduce((s, d, i) => s + Number(d) * WEIGHTS[i], 0) % 11];
const person = { name: '李建国', sex: '男', nation: '汉', address: ['北京市朝阳区建国路88号', '阳光花园3号楼2单元501室'] };

/** A photo of a card lying on a desk: grey-brown background, the card slightly turned, a soft shadow. */
function photo(drawCard) {
  const w = 1000;
  const h = 680;
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  const desk = ctx.createLinearGradient(0, 0, w, h);
  desk.addColorStop(0, '#8a8178');
  desk.addColorStop(1, '#6f675f');
  ctx.fillStyle = desk;
  ctx.fillRect(0, 0, w, h);
  ctx.save();
  ctx.translate(w / 2, h / 2);
  ctx.rotate((-1.2 * Math.PI) / 180);
  ctx.translate(-428, -270);
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = 18;
  ctx.shadowOffsetY = 6;
  roundRect(ctx, 0, 0, 856, 540, 28);
  ctx.fillStyle = '#f4f1ea';
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.clip();
  drawCard(ctx);
  ctx.restore();
  // A little light falling across the photo.
  const glare = ctx.createRadialGradient(w * 0.3, h * 0.2, 10, w * 0.3, h * 0.2, w * 0.7);
  glare.addColorStop(0, 'rgba(255,255,255,0.10)');
  glare.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = glare;
  ctx.fillRect(0, 0, w, h);
  return canvas.encode('jpeg', 82);
}

function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Faint guilloche waves, as security printing has. */
function waves(ctx, colour) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = 1;
  for (let k = 0; k < 14; k++) {
    ctx.beginPath();
    for (let x = 0; x <= 856; x += 8) ctx.lineTo(x, 60 + k * 34 + Math.sin(x / 45 + k) * 12);
    ctx.stroke();
  }
}

function text(ctx, s, x, y, size, colour = '#111', weight = '') {
  ctx.font = `${weight} ${size}px "${cjk}"`.trim();
  ctx.fillStyle = colour;
  ctx.fillText(s, x, y);
}

function portrait(ctx, x, y) {
  ctx.fillStyle = '#dfe6ee';
  ctx.fillRect(x, y, 210, 260);
  ctx.fillStyle = '#7d8794';
  ctx.beginPath();
  ctx.arc(x + 105, y + 100, 52, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(x + 105, y + 250, 95, 80, 0, Math.PI, 0);
  ctx.fill();
}

const idCard = await photo((ctx) => {
  waves(ctx, 'rgba(120,160,200,0.25)');
  const label = '#3d6fa5';
  text(ctx, '姓名', 60, 90, 26, label);
  text(ctx, person.name, 150, 92, 34);
  text(ctx, '性别', 60, 160, 26, label);
  text(ctx, person.sex, 150, 162, 30);
  text(ctx, '民族', 250, 160, 26, label);
  text(ctx, person.nation, 340, 162, 30);
  text(ctx, '出生', 60, 230, 26, label);
  text(ctx, '1985', 150, 232, 30);
  text(ctx, '年', 240, 230, 26, label);
  text(ctx, '3', 290, 232, 30);
  text(ctx, '月', 330, 230, 26, label);
  text(ctx, '12', 380, 232, 30);
  text(ctx, '日', 430, 230, 26, label);
  text(ctx, '住址', 60, 300, 26, label);
  text(ctx, person.address[0], 150, 302, 30);
  text(ctx, person.address[1], 150, 346, 30);
  text(ctx, '公民身份号码', 60, 470, 26, label);
  text(ctx, idNumber, 260, 472, 36, '#111', 'bold');
  portrait(ctx, 600, 70);
});

const licence = await photo((ctx) => {
  ctx.fillStyle = '#eef0f6';
  ctx.fillRect(0, 0, 856, 540);
  waves(ctx, 'rgba(150,130,190,0.22)');
  text(ctx, '中华人民共和国机动车驾驶证', 190, 56, 34, '#1b2a5a', 'bold');
  text(ctx, "Driving License of the People's Republic of China", 200, 86, 18, '#1b2a5a');
  const label = '#30406b';
  text(ctx, '证号', 40, 140, 24, label);
  text(ctx, idNumber, 120, 142, 30, '#111', 'bold');
  text(ctx, '姓名', 40, 195, 24, label);
  text(ctx, person.name, 120, 197, 30);
  text(ctx, '性别', 330, 195, 24, label);
  text(ctx, person.sex, 400, 197, 28);
  text(ctx, '国籍', 470, 195, 24, label);
  text(ctx, '中国', 540, 197, 28);
  text(ctx, '住址', 40, 250, 24, label);
  text(ctx, person.address[0], 120, 252, 28);
  text(ctx, '出生日期', 40, 305, 24, label);
  text(ctx, '1985-03-12', 160, 307, 28);
  text(ctx, '初次领证日期', 40, 360, 24, label);
  text(ctx, '2010-06-18', 210, 362, 28);
  text(ctx, '准驾车型', 40, 415, 24, label);
  text(ctx, 'A1', 160, 417, 30, '#111', 'bold');
  text(ctx, '有效期限', 40, 475, 24, label);
  text(ctx, '2020-06-18', 160, 477, 28);
  text(ctx, '至', 320, 475, 24, label);
  text(ctx, '2030-06-18', 360, 477, 28);
  portrait(ctx, 620, 150);
});

await mkdir(out, { recursive: true });
await writeFile(`${out}id-card.jpg`, idCard);
await writeFile(`${out}driving-licence.jpg`, licence);
console.log(`${idNumber}: id-card.jpg ${idCard.length} B, driving-licence.jpg ${licence.length} B`);
