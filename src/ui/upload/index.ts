/** Upload components (docs/uploads.md): every value is what a record stores — a stored path or a pending-upload reference. */
export { AvatarUpload } from './AvatarUpload';
export { FileListUpload, type ListedFile } from './FileListUpload';
export { ImageCropDialog } from './ImageCropDialog';
export { ImageListUpload } from './ImageListUpload';
export { ImageUpload } from './ImageUpload';
export { PhotoField } from './PhotoField';
export { MediaPreview } from './MediaPreview';
export { UploadTile } from './UploadTile';
export { type VideoValue, VideoUpload } from './VideoUpload';
