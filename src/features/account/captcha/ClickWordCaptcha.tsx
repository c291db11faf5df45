import {
  CAPTCHA_CLICK_CHECK_DELAY_MS,
  CAPTCHA_CLICK_COUNT,
  CAPTCHA_CLICK_RETRY_MS,
  CAPTCHA_IMAGE_HEIGHT,
  CAPTCHA_IMAGE_WIDTH,
  CAPTCHA_SUCCESS_CLOSE_MS,
  CaptchaMsg,
  type CaptchaPoint,
  CaptchaRepCode,
} from '@contract/captcha';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { checkCaptcha } from '@/lib/api/calls/check-captcha';
import { CaptchaPicture } from './CaptchaPicture';
import { useCaptchaChallenge, useLaterTimers } from './use-captcha-challenge';
import classes from './captcha.module.css';

type Phase = 'clicking' | 'checking' | 'success' | 'failure';

/**
 * Click-word of SPEC §4: click the 3 characters in the order asked; numbered marks show the clicks; the check runs
 * 400 ms after the third. Success is green and emits the verification after about 1 s; failure is red and brings a
 * new picture after 700 ms.
 */
export function ClickWordCaptcha({ onVerified }: { onVerified: (captchaVerification: string) => void }) {
  const captcha = useCaptchaChallenge('clickWord');
  const { challenge, reload } = captcha;
  const [points, setPoints] = useState<CaptchaPoint[]>([]);
  const [phase, setPhase] = useState<Phase>('clicking');
  const [verdict, setVerdict] = useState<{ phase: 'success' | 'failure'; text: string } | null>(null);
  const shownAt = useRef(0);
  const later = useLaterTimers();

  useEffect(() => {
    if (!challenge) return;
    setPoints([]);
    setPhase('clicking');
    setVerdict(null);
    shownAt.current = performance.now();
  }, [challenge]);

  const check = async (clicked: CaptchaPoint[]) => {
    if (!challenge?.token) return;
    const res = await checkCaptcha('clickWord', challenge.token, clicked);
    const verification = res.repData?.captchaVerification;
    if (res.repCode === CaptchaRepCode.success && verification) {
      setPhase('success');
      setVerdict({ phase: 'success', text: `${((performance.now() - shownAt.current) / 1000).toFixed(2)}s验证成功` });
      later(() => onVerified(verification), CAPTCHA_SUCCESS_CLOSE_MS);
      return;
    }
    setPhase('failure');
    setVerdict({ phase: 'failure', text: res.repMsg || CaptchaMsg.failed });
    later(reload, CAPTCHA_CLICK_RETRY_MS);
  };

  const onPictureClick = (e: MouseEvent<HTMLImageElement>) => {
    if (phase !== 'clicking' || points.length >= CAPTCHA_CLICK_COUNT) return;
    const box = e.currentTarget.getBoundingClientRect();
    const point = {
      x: Math.round(((e.clientX - box.left) * CAPTCHA_IMAGE_WIDTH) / box.width),
      y: Math.round(((e.clientY - box.top) * CAPTCHA_IMAGE_HEIGHT) / box.height),
    };
    const next = [...points, point];
    setPoints(next);
    if (next.length === CAPTCHA_CLICK_COUNT) {
      setPhase('checking');
      later(() => void check(next), CAPTCHA_CLICK_CHECK_DELAY_MS);
    }
  };

  const shown = phase === 'success' || phase === 'failure' ? phase : undefined;
  return (
    <div>
      <CaptchaPicture {...captcha} verdict={verdict} busy={phase === 'checking'} onPictureClick={onPictureClick}>
        {points.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a mark is its click's position in the order
          <span key={i} className={classes.mark} style={{ left: p.x, top: p.y }}>
            {i + 1}
          </span>
        ))}
      </CaptchaPicture>
      <div className={classes.bar} data-phase={shown}>
        {shown ? (
          verdict?.text
        ) : (
          <>
            {CaptchaMsg.clickPrompt}
            <span className={classes.words}>{challenge?.wordList?.map((w) => `【${w}】`).join('') ?? ''}</span>
          </>
        )}
      </div>
    </div>
  );
}
