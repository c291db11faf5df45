import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { CROP_DIALOG_WIDTH, UploadMsg } from '@contract/uploads';
import { notify } from '@/lib/notify';
import { cropImage } from '@/lib/uploads/image-client';
import { type Box, initialBox, moveBox, resizeBox } from './crop-geometry';
import classes from './upload.module.css';

export interface ImageCropDialogProps {
  /** The chosen image; null keeps the dialog closed. */
  file: File | null;
  /** Width / height of the result (e.g. 16 / 9 for a banner, 1 for an avatar). */
  aspect: number;
  /** Longest output side in px (the SPEC's 1920 by default). */
  outWidth?: number;
  onCancel(): void;
  onCropped(file: File): void;
}

const STAGE_MAX_W = CROP_DIALOG_WIDTH - 40;
const STAGE_MAX_H = 480;

/** The SPEC's image crop dialog (900 px wide): drag the box to move it, its corner to resize; cropped in the worker. */
export function ImageCropDialog({ file, aspect, outWidth, onCancel, onCropped }: ImageCropDialogProps) {
  const [url, setUrl] = useState<string | null>(null);
  const [natural, setNatural] = useState<{ w: number; h: number } | null>(null);
  const [box, setBox] = useState<Box | null>(null);
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ mode: 'move' | 'resize'; x: number; y: number; start: Box } | null>(null);

  useEffect(() => {
    setNatural(null);
    setBox(null);
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);

  const scale = natural ? Math.min(1, STAGE_MAX_W / natural.w, STAGE_MAX_H / natural.h) : 1;
  const stageW = natural ? natural.w * scale : 0;
  const stageH = natural ? natural.h * scale : 0;

  const onPointerDown = (mode: 'move' | 'resize') => (e: React.PointerEvent) => {
    if (!box) return;
    e.stopPropagation();
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    drag.current = { mode, x: e.clientX, y: e.clientY, start: box };
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    setBox(d.mode === 'move' ? moveBox(d.start, dx, dy, stageW, stageH) : resizeBox(d.start, dx, aspect, stageW, stageH));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const confirm = async () => {
    if (!file || !box) return;
    setBusy(true);
    try {
      const rect = { x: box.x / scale, y: box.y / scale, width: box.width / scale, height: box.height / scale };
      const blob = await cropImage(file, rect, outWidth);
      onCropped(new File([blob], file.name.replace(/\.[^.]+$/, '.jpg'), { type: blob.type }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={file !== null} onClose={onCancel} title="图片裁剪" size={CROP_DIALOG_WIDTH} centered>
      {url && (
        <div
          className={classes.cropStage}
          style={{ width: stageW || STAGE_MAX_W, height: stageH || STAGE_MAX_H }}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          <img
            className={classes.cropImage}
            src={url}
            alt="待裁剪图片"
            onError={() => {
              // Named like an image but not one: nothing to crop.
              notify.error(UploadMsg.badFormat);
              onCancel();
            }}
            onLoad={(e) => {
              const { naturalWidth: w, naturalHeight: h } = e.currentTarget;
              const s = Math.min(1, STAGE_MAX_W / w, STAGE_MAX_H / h);
              setNatural({ w, h });
              setBox(initialBox(w * s, h * s, aspect));
            }}
          />
          {box && (
            <div
              className={classes.cropBox}
              role="slider"
              aria-label="裁剪区域"
              aria-valuenow={Math.round(box.width / scale)}
              tabIndex={0}
              style={{
                left: box.x,
                top: box.y,
                width: box.width,
                height: box.height,
                backgroundImage: `url(${url})`,
                backgroundSize: `${stageW}px ${stageH}px`,
                backgroundPosition: `${-box.x - 1}px ${-box.y - 1}px`,
              }}
              onPointerDown={onPointerDown('move')}
            >
              <div className={classes.cropHandle} onPointerDown={onPointerDown('resize')} />
            </div>
          )}
        </div>
      )}
      <Group justify="space-between" mt="md">
        <Text size="sm" c="dimmed">
          拖动选框调整位置，拖动右下角调整大小
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onCancel}>
            取消
          </Button>
          <Button onClick={confirm} loading={busy} disabled={!box}>
            确定
          </Button>
        </Group>
      </Group>
    </Modal>
  );
}
