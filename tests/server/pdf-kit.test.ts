import fontkit from '@pdf-lib/fontkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { fontSlices, parseFontSlices, sliceBytes, sliceFor } from '../../server/lib/pdf/cjk-font-slices';
import { PdfDoc, PRINT_PAGE_MM, wrapText } from '../../server/lib/pdf/pdf-doc';

const textOf = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

describe('the PDF kit (docs/pdf.md)', () => {
  it('reads the slices and their ranges from @fontsource’s CSS', () => {
    const css = `@font-face { src: url(./files/a-400-normal.woff2) format('woff2'), url(./files/a-400-normal.woff) format('woff');
      unicode-range: U+4e00-4e10,U+3002; }`;
    expect(parseFontSlices(css)).toEqual([
      {
        file: 'a-400-normal.woff',
        ranges: [
          [0x4e00, 0x4e10],
          [0x3002, 0x3002],
        ],
      },
    ]);
    expect(fontSlices(400).length).toBeGreaterThan(90);
    // Every character of an invoice has a slice; a slice already chosen is preferred when it covers the character.
    for (const ch of '增值税专用发票壹仟贰佰元整¥0123456789%（）：') expect(sliceFor(ch.codePointAt(0) ?? 0, 400, [])).toBeDefined();
    const first = sliceFor(0x41, 400, []);
    const other = fontSlices(400).find((s) => s !== first && s.ranges.some(([a, b]) => 0x41 >= a && 0x41 <= b));
    if (other) expect(sliceFor(0x41, 400, [other.file])).toBe(other);
  });

  it('hands fontkit an OpenType file it can read (the WOFF unwrapped)', () => {
    const slice = sliceFor('发'.codePointAt(0) ?? 0, 400, []);
    const font = fontkit.create(sliceBytes(slice?.file ?? '') as unknown as Buffer);
    expect(font.hasGlyphForCodePoint('发'.codePointAt(0) ?? 0)).toBe(true);
    expect(font.familyName).toMatch(/Noto Sans SC/);
  });

  it('wraps Chinese text by character at the width given', () => {
    expect(wrapText('一二三四五六', 3, (t) => t.length)).toEqual(['一二三', '四五六']);
    expect(wrapText('甲乙\n丙', 10, (t) => t.length)).toEqual(['甲乙', '丙']);
  });

  it('lays out a 295 × 210 mm table with mixed Chinese and Latin text that reads back, small', async () => {
    const doc = new PdfDoc({ title: '收费明细' });
    const page = doc.addPage(PRINT_PAGE_MM);
    page.text(10, 10, '收费明细表 2026年秋季', { size: 16, weight: 700, align: 'center', width: 275 });
    const y = page.table({
      x: 10,
      y: 24,
      columns: [
        { title: '姓名', width: 40 },
        { title: '项目', width: 60 },
        { title: '金额', width: 30, align: 'right' },
      ],
      rows: [
        ['王子涵', '保教费 Tuition', '1,280.00'],
        ['李晓雯', '伙食费', '600.00'],
      ],
    });
    expect(y).toBe(24 + 3 * 8);
    const bytes = await doc.save();
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const view = (await pdf.getPage(1)).view;
    expect(Math.round(view[2] ?? 0)).toBe(Math.round((295 * 72) / 25.4));
    expect(Math.round(view[3] ?? 0)).toBe(Math.round((210 * 72) / 25.4));
    const text = await textOf(bytes);
    expect(text).toContain('收费明细表 2026年秋季');
    expect(text).toContain('王子涵');
    expect(text).toContain('保教费 Tuition');
    expect(text).toContain('1,280.00');
    expect(bytes.length).toBeLessThan(80_000);
  });
});
