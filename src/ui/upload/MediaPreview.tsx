import { Modal } from '@mantine/core';

export interface MediaPreviewProps {
  src: string | null;
  media: 'image' | 'video';
  onClose(): void;
}

/** 图片预览 / 视频播放 dialogs of the SPEC's content screens. */
export function MediaPreview({ src, media, onClose }: MediaPreviewProps) {
  return (
    <Modal
      opened={src !== null}
      onClose={onClose}
      title={media === 'video' ? '视频播放' : '图片预览'}
      size={media === 'video' ? 900 : 'auto'}
      centered
    >
      {src && media === 'video' && (
        // biome-ignore lint/a11y/useMediaCaption: user-uploaded school videos come without captions
        <video src={src} controls autoPlay style={{ width: '100%', maxHeight: '70vh', background: '#000' }} />
      )}
      {src && media === 'image' && (
        <img src={src} alt="图片预览" style={{ display: 'block', maxWidth: '80vw', maxHeight: '75vh', margin: '0 auto' }} />
      )}
    </Modal>
  );
}
