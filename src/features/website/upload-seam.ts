/**
 * SEAM(uploads): the editor's picture upload (≤ 3 MB, checked before this is called). When src/ui/upload/ lands
 * (issue 6), call its signed upload here and return the stored file's URL.
 */
export async function uploadEditorImage(_file: File): Promise<string> {
  throw new Error('图片上传功能即将上线，暂不能在正文中插入图片');
}
