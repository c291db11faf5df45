import type { CaptchaType } from '@contract/captcha';
import { Modal } from '@mantine/core';
import { ClickWordCaptcha } from './ClickWordCaptcha';
import { SliderCaptcha } from './SliderCaptcha';

interface CaptchaModalProps {
  opened: boolean;
  /** The slider for login; click-word where a second kind reads better (SMS sending). */
  type?: CaptchaType;
  onClose: () => void;
  /** Called once with the verification string; the caller closes the modal and sends its request. */
  onVerified: (captchaVerification: string) => void;
}

/** The captcha as a dialog (SPEC §4): a new picture every time it opens. */
export function CaptchaModal({ opened, type = 'blockPuzzle', onClose, onVerified }: CaptchaModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="请完成安全验证" centered size="auto" radius="md" padding="lg">
      {opened && (type === 'blockPuzzle' ? <SliderCaptcha onVerified={onVerified} /> : <ClickWordCaptcha onVerified={onVerified} />)}
    </Modal>
  );
}
