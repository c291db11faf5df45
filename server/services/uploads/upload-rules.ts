import { checkUploadFile, contentTypeOf, extensionOf, kindOf, UPLOAD_KINDS, UploadMsg, type UploadKind } from '@contract';
import { AppError } from '../../lib/app-error';

/** Kinds the server accepts by extension; a scene narrows images to the avatar or editor limit. */
const SCENE_KINDS: Record<'default' | 'avatar' | 'editor', readonly UploadKind[]> = {
  default: ['image', 'video', 'audio', 'pdf', 'office'],
  avatar: ['avatar'],
  editor: ['editorImage'],
};

export interface UploadRule {
  kind: UploadKind;
  ext: string;
  contentType: string;
  maxBytes: number;
}

/**
 * The same SPEC §5 check the app makes (contract/uploads.ts), refused with the same message. The content type
 * is the server's for the extension, never the browser's claim.
 */
export function ruleFor(fileName: string, bytes: number, scene: keyof typeof SCENE_KINDS = 'default'): UploadRule {
  const allowed = SCENE_KINDS[scene];
  const problem = checkUploadFile({ name: fileName, size: bytes }, allowed);
  if (problem) throw AppError.badRequest(problem);
  const kind = kindOf(fileName, allowed);
  const ext = extensionOf(fileName);
  const contentType = contentTypeOf(fileName);
  if (!kind || !contentType) throw AppError.badRequest(UploadMsg.badFormat);
  return { kind, ext: ext === 'jpeg' ? 'jpg' : ext, contentType, maxBytes: UPLOAD_KINDS[kind].maxBytes };
}
