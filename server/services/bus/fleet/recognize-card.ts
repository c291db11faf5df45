import { type CardKind, CardOcrMsg, type CardRecognition, parseDriverLicenceLines, parseIdCardLines } from '@contract';
import { AppError } from '../../../lib/app-error';
import { imageTypeOf } from '../../../lib/image-type';
import { type OcrProvider, UndecodableImageError } from '../../../providers/ocr/ocr-provider';
import type { AuthedContext } from '../../context';

export interface RecognizeCardInput {
  kind: CardKind;
  /** The photo as uploaded (the route has bounded its size). */
  image: Buffer;
}

/**
 * /v2/schoolbus recognition: an ID card front or a driving licence photo → its fields and the lines read. Reads
 * nothing and saves nothing: the driver form shows the fields for the user to confirm before its own save.
 * A photo that is no JPEG/PNG/WEBP by its bytes, cannot be decoded, or gives none of the card's fields is a 400.
 */
export async function recognizeCard(ctx: AuthedContext & { ocr: OcrProvider }, input: RecognizeCardInput): Promise<CardRecognition> {
  if (ctx.ocr.kind === 'off') throw AppError.badRequest(CardOcrMsg.off);
  if (input.image.length === 0) throw AppError.badRequest(CardOcrMsg.empty);
  if (!imageTypeOf(input.image)) throw AppError.badRequest(CardOcrMsg.type);
  let lines: string[];
  try {
    lines = await ctx.ocr.readLines(input.image);
  } catch (e) {
    if (e instanceof UndecodableImageError) throw AppError.badRequest(CardOcrMsg.unreadable);
    throw e;
  }
  const fields = input.kind === 'idCard' ? parseIdCardLines(lines) : parseDriverLicenceLines(lines);
  if (Object.keys(fields).length === 0) throw AppError.badRequest(CardOcrMsg.unreadable);
  return { fields, lines };
}
