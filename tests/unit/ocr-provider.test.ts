import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageTypeOf } from '../../server/lib/image-type';
import { UndecodableImageError } from '../../server/providers/ocr/ocr-provider';
import { paddleOcrProvider } from '../../server/providers/ocr/paddle-ocr-provider';

describe('the PaddleOCR provider (server/providers/ocr) with a stand-in model', () => {
  const png = () =>
    sharp({ create: { width: 40, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();

  it('loads the model on the first recognition, once, and again only after a failed load', async () => {
    let loads = 0;
    let fail = true;
    const sizes: number[] = [];
    const provider = paddleOcrProvider(async () => {
      loads++;
      if (fail) throw new Error('no model');
      return {
        detect: async (image: Buffer) => {
          sizes.push((await sharp(image).metadata()).width ?? 0);
          return [{ text: ' 姓名 李建国 ' }, { text: '' }];
        },
      };
    });
    expect(loads).toBe(0);
    await expect(provider.readLines(await png())).rejects.toThrow('no model');
    fail = false;
    const [a, b] = await Promise.all([provider.readLines(await png()), provider.readLines(await png())]);
    expect(a).toEqual(['姓名 李建国']);
    expect(b).toEqual(a);
    expect(loads).toBe(2);
    // A phone-sized photo reaches the model at most 1280 px wide.
    await provider.readLines(
      await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer(),
    );
    expect(sizes.at(-1)).toBe(1280);
  });

  it('calls bytes that only look like an image undecodable', async () => {
    const provider = paddleOcrProvider(async () => ({ detect: async () => [] }));
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
    await expect(provider.readLines(fake)).rejects.toBeInstanceOf(UndecodableImageError);
  });
});

describe('image types by their first bytes (server/lib/image-type.ts)', () => {
  it('tells JPEG, PNG and WEBP, and nothing else', async () => {
    const img = sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } });
    expect(imageTypeOf(await img.clone().jpeg().toBuffer())).toBe('image/jpeg');
    expect(imageTypeOf(await img.clone().png().toBuffer())).toBe('image/png');
    expect(imageTypeOf(await img.clone().webp().toBuffer())).toBe('image/webp');
    expect(imageTypeOf(await img.clone().gif().toBuffer())).toBeNull();
    expect(imageTypeOf(Buffer.from('RIFF0000WAVE'))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });
});
