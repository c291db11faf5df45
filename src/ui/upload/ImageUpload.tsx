import { acceptOf, checkUploadFile, UPLOAD_BOX_PX, type UploadKind } from '@contract/uploads';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import type { AcceptedFile } from '@/lib/uploads/accept-file';
import { confirmAction } from '@/ui/confirm';
import { FilePicker } from './FilePicker';
import { ImageCropDialog } from './ImageCropDialog';
import { MediaPreview } from './MediaPreview';
import { UploadTile } from './UploadTile';
import { useUploadTask } from './use-upload-task';

export interface ImageUploadProps {
  /** A stored path, a `pending-upload:` reference (shown from this device), or null. */
  value: string | null;
  /** `file` tells the chosen file's name and size (after compression) when a file was added. */
  onChange(value: string | null, file?: AcceptedFile): void;
  /** image (20 MB), avatar (2 MB) or editorImage (3 MB). */
  kind?: Extract<UploadKind, 'image' | 'avatar' | 'editorImage'>;
  /** Crop before upload to this width / height (banner 16 / 9, cover 4 / 3, avatar 1). */
  cropAspect?: number;
  size?: number;
  round?: boolean;
  label?: string;
  /** Accessible name of the file input. */
  inputLabel?: string;
  disabled?: boolean;
}

/**
 * One image, with an optional crop dialog, compression in the worker, the SPEC's progress and messages, and
 * offline keeping. Drop it into a form: `value` is what the record stores (banner photoUrl, dynamic cover).
 */
export function ImageUpload({
  value,
  onChange,
  kind = 'image',
  cropAspect,
  size,
  round,
  label = '上传图片',
  inputLabel = '选择图片',
  disabled,
}: ImageUploadProps) {
  const task = useUploadTask();
  const [cropping, setCropping] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  const upload = async (file: File) => {
    const done = await task.run(file, [kind]);
    if (done) onChange(done.filePath, done);
  };
  const chosen = ([file]: File[]) => {
    if (!file) return;
    // Only the first chosen image counts (SPEC §5).
    if (!cropAspect) {
      void upload(file);
      return;
    }
    // The SPEC §5 check (format, then size) before cropping: a file of another type would open on a black stage.
    const problem = checkUploadFile(file, [kind]);
    if (problem) notify.error(problem);
    else setCropping(file);
  };
  const remove = async () => {
    if (await confirmAction({ message: '确定删除该图片吗？', danger: true })) onChange(null);
  };

  return (
    <>
      <FilePicker accept={acceptOf(kind)} label={inputLabel} onFiles={chosen} disabled={disabled || task.progress !== null}>
        {(open) => (
          <UploadTile
            value={value}
            size={size}
            width={cropAspect && cropAspect > 1 ? Math.round((size ?? UPLOAD_BOX_PX) * cropAspect) : undefined}
            round={round}
            progress={task.progress}
            addLabel={label}
            onAdd={disabled ? undefined : open}
            onPreview={setPreview}
            onRemove={disabled ? undefined : remove}
          />
        )}
      </FilePicker>
      {cropAspect && (
        <ImageCropDialog
          file={cropping}
          aspect={cropAspect}
          onCancel={() => setCropping(null)}
          onCropped={(file) => {
            setCropping(null);
            void upload(file);
          }}
        />
      )}
      <MediaPreview src={preview} media="image" onClose={() => setPreview(null)} />
    </>
  );
}
