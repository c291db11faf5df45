import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import { type PdfWeight, sliceBytes, sliceFor } from './cjk-font-slices';

/**
 * The shared PDF kit (docs/pdf.md): pages laid out in millimetres from the top-left corner, Chinese text in Noto Sans
 * SC with only the font slices the text needs embedded, each subset to its glyphs. Drawing only records; `save()`
 * embeds the fonts the recorded text needs, then draws (fonts must be embedded before text is measured).
 */
export const MM = 72 / 25.4;
/** SPEC §9: the print page of finance tables, 295 × 210 mm (landscape). */
export const PRINT_PAGE_MM = { width: 295, height: 210 } as const;
export const A4_PORTRAIT_MM = { width: 210, height: 297 } as const;

export type Align = 'left' | 'center' | 'right';
export type Rgb = readonly [number, number, number];

export interface TextOptions {
  /** Point size (default 10). */
  size?: number;
  weight?: PdfWeight;
  /** With `width`, where the text sits in the box from x to x + width. */
  align?: Align;
  width?: number;
  /** Wraps at this width (mm) character by character (Chinese has no spaces to break at); lines 1.4 × size apart. */
  wrap?: boolean;
  color?: Rgb;
}

export interface TableColumn {
  title: string;
  /** mm */
  width: number;
  align?: Align;
}
export interface TableOptions {
  x: number;
  y: number;
  columns: TableColumn[];
  rows: string[][];
  /** mm (default 8). */
  rowHeight?: number;
  size?: number;
  headFill?: Rgb;
  border?: Rgb;
}

type Op =
  | { kind: 'text'; x: number; y: number; text: string; options: TextOptions }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; width: number; color: Rgb }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; border?: Rgb; fill?: Rgb; borderWidth: number };

const BLACK: Rgb = [0, 0, 0];
const GREY: Rgb = [0.55, 0.55, 0.55];

export class PdfPage {
  readonly ops: Op[] = [];
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** Text whose top edge is at y (mm). */
  text(x: number, y: number, text: string, options: TextOptions = {}): this {
    this.ops.push({ kind: 'text', x, y, text, options });
    return this;
  }
  line(x1: number, y1: number, x2: number, y2: number, width = 0.3, color: Rgb = BLACK): this {
    this.ops.push({ kind: 'line', x1, y1, x2, y2, width, color });
    return this;
  }
  rect(x: number, y: number, w: number, h: number, style: { border?: Rgb; fill?: Rgb; borderWidth?: number } = { border: BLACK }): this {
    this.ops.push({ kind: 'rect', x, y, w, h, border: style.border, fill: style.fill, borderWidth: style.borderWidth ?? 0.3 });
    return this;
  }
  /** A bordered table with a header row; answers the y below its last row. */
  table({ x, y, columns, rows, rowHeight = 8, size = 9, headFill = [0.95, 0.96, 0.98], border = GREY }: TableOptions): number {
    const width = columns.reduce((sum, c) => sum + c.width, 0);
    const all = [columns.map((c) => c.title), ...rows];
    all.forEach((cells, r) => {
      const top = y + r * rowHeight;
      if (r === 0) this.rect(x, top, width, rowHeight, { fill: headFill });
      let left = x;
      columns.forEach((c, i) => {
        const pad = 1.5;
        this.text(left + pad, top + (rowHeight - size / MM) / 2, cells[i] ?? '', {
          size,
          weight: r === 0 ? 700 : 400,
          align: c.align ?? 'left',
          width: c.width - pad * 2,
        });
        left += c.width;
      });
    });
    const bottom = y + all.length * rowHeight;
    for (let r = 0; r <= all.length; r++) this.line(x, y + r * rowHeight, x + width, y + r * rowHeight, 0.2, border);
    let left = x;
    for (const c of [...columns, null]) {
      this.line(left, y, left, bottom, 0.2, border);
      if (c) left += c.width;
    }
    return bottom;
  }
}

interface Run {
  text: string;
  font: PDFFont;
}

export class PdfDoc {
  private readonly pages: PdfPage[] = [];
  constructor(private readonly meta: { title: string; author?: string } = { title: '' }) {}

  addPage(size: { width: number; height: number } = A4_PORTRAIT_MM): PdfPage {
    const page = new PdfPage(size.width, size.height);
    this.pages.push(page);
    return page;
  }

  async save(): Promise<Uint8Array> {
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(fontkit);
    pdf.setTitle(this.meta.title);
    if (this.meta.author) pdf.setAuthor(this.meta.author);
    pdf.setCreator('yuanwu');
    pdf.setProducer('yuanwu pdf kit (pdf-lib)');

    const fonts = await this.embedFonts(pdf);
    const runsOf = (text: string, weight: PdfWeight): Run[] => {
      const runs: Run[] = [];
      const used = fonts.files(weight);
      for (const ch of text) {
        const slice = sliceFor(ch.codePointAt(0) ?? 32, weight, used);
        const font = slice && fonts.get(weight, slice.file);
        if (!font) continue; // no slice draws it: left out rather than drawn as a wrong glyph
        const last = runs.at(-1);
        if (last && last.font === font) last.text += ch;
        else runs.push({ text: ch, font });
      }
      return runs;
    };
    const widthOf = (runs: Run[], size: number) => runs.reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0);

    for (const page of this.pages) {
      const out = pdf.addPage([page.width * MM, page.height * MM]);
      const H = page.height * MM;
      for (const op of page.ops) {
        if (op.kind === 'line') {
          out.drawLine({
            start: { x: op.x1 * MM, y: H - op.y1 * MM },
            end: { x: op.x2 * MM, y: H - op.y2 * MM },
            thickness: op.width * MM,
            color: rgb(...op.color),
          });
        } else if (op.kind === 'rect') {
          out.drawRectangle({
            x: op.x * MM,
            y: H - (op.y + op.h) * MM,
            width: op.w * MM,
            height: op.h * MM,
            ...(op.fill ? { color: rgb(...op.fill) } : {}),
            ...(op.border ? { borderColor: rgb(...op.border), borderWidth: op.borderWidth * MM } : {}),
          });
        } else {
          const { size = 10, weight = 400, align = 'left', width, wrap, color = BLACK } = op.options;
          const lines = wrap && width ? wrapText(op.text, width * MM, (t) => widthOf(runsOf(t, weight), size)) : [op.text];
          lines.forEach((line, i) => {
            const runs = runsOf(line, weight);
            const textWidth = widthOf(runs, size);
            let x = op.x * MM;
            if (width && align === 'center') x += (width * MM - textWidth) / 2;
            if (width && align === 'right') x += width * MM - textWidth;
            // y is the top of the line; the baseline sits 0.88 of the size below it (Noto's ascender).
            const y = H - op.y * MM - size * 0.88 - i * size * 1.4;
            for (const run of runs) {
              out.drawText(run.text, { x, y, size, font: run.font, color: rgb(...color) });
              x += run.font.widthOfTextAtSize(run.text, size);
            }
          });
        }
      }
    }
    return pdf.save();
  }

  /** The slices the recorded text needs, per weight, each embedded once with subsetting (only the glyphs used). */
  private async embedFonts(pdf: PDFDocument) {
    const chosen = new Map<PdfWeight, Set<string>>();
    for (const page of this.pages) {
      for (const op of page.ops) {
        if (op.kind !== 'text') continue;
        const weight = op.options.weight ?? 400;
        const files = chosen.get(weight) ?? new Set<string>();
        chosen.set(weight, files);
        for (const ch of op.text) {
          const slice = sliceFor(ch.codePointAt(0) ?? 32, weight, files);
          if (slice) files.add(slice.file);
        }
      }
    }
    const embedded = new Map<string, PDFFont>();
    for (const [weight, files] of chosen) {
      for (const file of files) embedded.set(`${weight}:${file}`, await pdf.embedFont(sliceBytes(file), { subset: true }));
    }
    return {
      files: (weight: PdfWeight) => chosen.get(weight) ?? new Set<string>(),
      get: (weight: PdfWeight, file: string) => embedded.get(`${weight}:${file}`),
    };
  }
}

/** Breaks text into lines no wider than `max` (points), character by character; explicit newlines kept. */
export function wrapText(text: string, max: number, widthOf: (t: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const ch of paragraph) {
      if (line && widthOf(line + ch) > max) {
        lines.push(line);
        line = ch;
      } else line += ch;
    }
    lines.push(line);
  }
  return lines;
}
