/** The photo could not be decoded as an image (a truncated or disguised file). */
export class UndecodableImageError extends Error {}

/**
 * Reads the text of a photo: its lines, top to bottom, as plain strings. The seam between the card recognition
 * service and the model (the local PaddleOCR one, or a cloud OCR a deployment prefers).
 */
export interface OcrProvider {
  /** `off` refuses every recognition (OCR=off); others name the model. */
  readonly kind: string;
  /** Throws UndecodableImageError for bytes that are no image; an image without text gives no lines. */
  readLines(image: Buffer): Promise<string[]>;
}

/** OCR=off: nothing is read, and the routes answer 识别服务未开启. */
export const ocrOff: OcrProvider = {
  kind: 'off',
  readLines: () => Promise.reject(new Error('OCR is off')),
};
