import {
  CAPTCHA_IMAGE_WIDTH,
  CAPTCHA_PIECE_WIDTH,
  CAPTCHA_SLIDER_RETRY_MS,
  CAPTCHA_SUCCESS_CLOSE_MS,
  CaptchaMsg,
  CaptchaRepCode,
} from '@contract/captcha';
import { Text } from '@mantine/core';
import { IconArrowRight, IconCheck, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { checkCaptcha } from '@/lib/api/calls/check-captcha';
import { CaptchaPicture } from './CaptchaPicture';
import { useCaptchaChallenge, useLaterTimers } from './use-captcha-challenge';
import classes from './captcha.module.css';

type Phase = 'idle' | 'dragging' | 'checking' | 'success' | 'failure';
const MAX = CAPTCHA_IMAGE_WIDTH - CAPTCHA_PIECE_WIDTH;

/**
 * The slider of SPEC §4: drag the handle (mouse, touch or pen; arrow keys and Enter work too) until the piece fills
 * the hole. Success turns green with the seconds taken and emits the verification after about 1 s; failure turns red
 * and brings a new picture after 1 s.
 */
export function SliderCaptcha({ onVerified }: { onVerified: (captchaVerification: string) => void }) {
  const captcha = useCaptchaChallenge('blockPuzzle');
  const { challenge, reload } = captcha;
  const [phase, setPhase] = useState<Phase>('idle');
  const [offset, setOffset] = useState(0);
  const [verdict, setVerdict] = useState<{ phase: 'success' | 'failure'; text: string } | null>(null);
  const grab = useRef({ x: 0, startedAt: 0 });
  const later = useLaterTimers();

  useEffect(() => {
    if (!challenge) return;
    setPhase('idle');
    setOffset(0);
    setVerdict(null);
  }, [challenge]);

  const start = (pointerX: number) => {
    grab.current = { x: pointerX - offset, startedAt: performance.now() };
    setPhase('dragging');
  };

  const finish = async (x: number) => {
    if (!challenge?.token) return;
    setPhase('checking');
    const res = await checkCaptcha('blockPuzzle', challenge.token, { x, y: 5 });
    const verification = res.repData?.captchaVerification;
    if (res.repCode === CaptchaRepCode.success && verification) {
      const seconds = ((performance.now() - grab.current.startedAt) / 1000).toFixed(2);
      setPhase('success');
      setVerdict({ phase: 'success', text: `${seconds}s验证成功` });
      later(() => onVerified(verification), CAPTCHA_SUCCESS_CLOSE_MS);
      return;
    }
    setPhase('failure');
    setVerdict({ phase: 'failure', text: res.repMsg || CaptchaMsg.failed });
    later(reload, CAPTCHA_SLIDER_RETRY_MS);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (phase !== 'idle' || !challenge) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    start(e.clientX);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (phase === 'dragging') setOffset(Math.min(MAX, Math.max(0, e.clientX - grab.current.x)));
  };
  const onPointerUp = () => {
    if (phase === 'dragging') void finish(offset);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if ((phase !== 'idle' && phase !== 'dragging') || !challenge) return;
    const step = e.shiftKey ? 10 : 2;
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      if (phase === 'idle') start(0);
      setOffset((o) => Math.min(MAX, Math.max(0, o + (e.key === 'ArrowRight' ? step : -step))));
    } else if ((e.key === 'Enter' || e.key === ' ') && phase === 'dragging') {
      e.preventDefault();
      void finish(offset);
    }
  };

  const shown = phase === 'success' || phase === 'failure' ? phase : undefined;
  return (
    <div>
      <CaptchaPicture {...captcha} verdict={verdict} busy={phase === 'checking'}>
        {challenge?.jigsawImageBase64 && (
          <img
            className={classes.piece}
            style={{ left: offset }}
            src={`data:image/png;base64,${challenge.jigsawImageBase64}`}
            alt=""
            draggable={false}
          />
        )}
      </CaptchaPicture>
      <div className={classes.bar} data-phase={shown}>
        {phase === 'idle' && (
          <Text span size="sm" c="dimmed">
            {CaptchaMsg.sliderHint}
          </Text>
        )}
        {phase !== 'idle' && <div className={classes.fill} data-phase={shown} style={{ width: offset + CAPTCHA_PIECE_WIDTH }} />}
        <div
          className={classes.handle}
          data-phase={phase}
          style={{ left: offset }}
          role="slider"
          tabIndex={0}
          aria-label="拖动滑块完成拼图"
          aria-valuemin={0}
          aria-valuemax={MAX}
          aria-valuenow={Math.round(offset)}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          {phase === 'success' ? <IconCheck size={20} /> : phase === 'failure' ? <IconX size={20} /> : <IconArrowRight size={20} />}
        </div>
      </div>
    </div>
  );
}
