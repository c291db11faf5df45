import { fileUrl } from '@contract/uploads';
import { uploadFile } from '@/lib/uploads/upload-file';

/**
 * A picture inside rich text (a dynamic's, a notice's) (≤ 3 MB, checked before this is called): uploaded at once through the
 * signed flow with the editor's limit, and placed in the text by its URL. Needs the network (the text must carry a
 * URL the sanitiser keeps); offline the upload fails with the uploads' own message.
 */
export async function uploadEditorImage(file: File): Promise<string> {
  const item = await uploadFile(file, file.name, { scene: 'editor' });
  return fileUrl(item.filePath);
}
