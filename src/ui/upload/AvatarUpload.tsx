import { ImageUpload } from './ImageUpload';

export interface AvatarUploadProps {
  value: string | null;
  onChange(value: string | null): void;
  size?: number;
}

/** A round avatar: square crop, at most 2 MB (上传头像图片大小不能超过 2MB!). */
export function AvatarUpload({ value, onChange, size = 100 }: AvatarUploadProps) {
  return (
    <ImageUpload value={value} onChange={onChange} kind="avatar" cropAspect={1} size={size} round label="上传头像" inputLabel="选择头像" />
  );
}
