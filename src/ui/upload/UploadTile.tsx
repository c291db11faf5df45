import { ActionIcon, Badge, Progress, Tooltip } from '@mantine/core';
import { IconEye, IconPlayerPlayFilled, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { UPLOAD_BOX_PX } from '@contract/uploads';
import { useFileSrc } from '@/lib/uploads/use-file-src';
import classes from './upload.module.css';

export interface UploadTileProps {
  /** A stored path or `pending-upload:<id>`; null shows the add face. */
  value: string | null;
  media?: 'image' | 'video';
  size?: number;
  /** Width when the tile is not square (a 16:9 banner shows 16:9); defaults to `size`. */
  width?: number;
  round?: boolean;
  progress?: number | null;
  addLabel?: ReactNode;
  onAdd?: () => void;
  onPreview?: (src: string) => void;
  onRemove?: () => void;
}

/** The 148 px box of Element's picture-card upload: add face, progress, the picture with 预览/删除 on hover. */
export function UploadTile({
  value,
  media = 'image',
  size = UPLOAD_BOX_PX,
  width,
  round,
  progress,
  addLabel,
  onAdd,
  onPreview,
  onRemove,
}: UploadTileProps) {
  const { src, status, error } = useFileSrc(value);
  const shape = `${classes.tile} ${round ? classes.round : ''}`;
  if (progress !== null && progress !== undefined) {
    return (
      <div className={`${shape} ${classes.filled}`} style={{ width: width ?? size, height: size }} aria-busy>
        <div className={classes.busy}>
          <span>{progress > 0 ? `上传中 ${progress}%` : '处理中…'}</span>
          <Progress value={progress} size="sm" aria-label="上传进度" />
        </div>
      </div>
    );
  }
  if (!value) {
    return (
      <button type="button" className={shape} style={{ width: width ?? size, height: size }} onClick={onAdd}>
        <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, fontSize: 12 }}>
          <IconPlus size={28} stroke={1.5} />
          {addLabel}
        </span>
      </button>
    );
  }
  return (
    <div className={`${shape} ${classes.filled}`} style={{ width: width ?? size, height: size }}>
      {src && media === 'video' ? (
        <video className={classes.media} src={`${src}#t=0.1`} preload="metadata" muted playsInline aria-label="视频预览" />
      ) : src ? (
        <img className={classes.media} src={src} alt="已选图片" />
      ) : null}
      {media === 'video' && <IconPlayerPlayFilled size={32} className={classes.playIcon} />}
      {status !== 'stored' && (
        <Tooltip label={status === 'failed' ? (error ?? '上传失败') : '已保存在本机，联网后自动上传'}>
          <Badge className={classes.badge} size="xs" color={status === 'failed' ? 'red' : 'orange'} variant="filled">
            {status === 'failed' ? '上传失败' : '等待上传'}
          </Badge>
        </Tooltip>
      )}
      {(onPreview || onRemove) && (
        <div className={classes.actions}>
          {onPreview && src && (
            <ActionIcon variant="transparent" color="white" aria-label={media === 'video' ? '播放' : '预览'} onClick={() => onPreview(src)}>
              {media === 'video' ? <IconPlayerPlayFilled size={20} /> : <IconEye size={20} />}
            </ActionIcon>
          )}
          {onRemove && (
            <ActionIcon variant="transparent" color="white" aria-label="删除" onClick={onRemove}>
              <IconTrash size={20} />
            </ActionIcon>
          )}
        </div>
      )}
    </div>
  );
}
