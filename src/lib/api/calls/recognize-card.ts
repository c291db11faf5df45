import {
  CARD_OCR_PATHS,
  type CardKind,
  type CardRecognition,
  driverLicenceRecognitionSchema,
  idCardRecognitionSchema,
} from '@contract/card-ocr';
import { request } from '../client';

/**
 * POST /v2/schoolbus/recognizeIdCard | recognizeDriverLicense: one photo, read on the server; answers the fields
 * for the driver form to show for confirmation (nothing is saved). Online only.
 */
export function recognizeCard<K extends CardKind>(kind: K, photo: File, schoolId: number): Promise<CardRecognition<K>> {
  const form = new FormData();
  form.append('file', photo, photo.name);
  const schema = kind === 'idCard' ? idCardRecognitionSchema : driverLicenceRecognitionSchema;
  return request(CARD_OCR_PATHS[kind], { multipart: form, params: { schoolId }, schema }) as Promise<CardRecognition<K>>;
}
