import { type CaptchaRepData, CaptchaRepCode, type CaptchaType } from '@contract/captcha';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getCaptcha } from '@/lib/api/calls/get-captcha';

export interface CaptchaChallenge {
  /** The current picture; null while loading, or after 6201 (too many requests: pictures cleared). */
  challenge: CaptchaRepData | null;
  /** The server's repMsg when the picture could not be had. */
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/** Loads a challenge on mount and on reload; a stale answer (a newer reload started) is dropped. */
export function useCaptchaChallenge(type: CaptchaType): CaptchaChallenge {
  const [challenge, setChallenge] = useState<CaptchaRepData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const generation = useRef(0);

  const reload = useCallback(() => {
    const mine = ++generation.current;
    setLoading(true);
    void getCaptcha(type).then((res) => {
      if (mine !== generation.current) return;
      setLoading(false);
      if (res.repCode === CaptchaRepCode.success && res.repData) {
        setChallenge(res.repData);
        setError(null);
        return;
      }
      // SPEC §8: 6201 clears the pictures; any other failure shows repMsg.
      if (res.repCode === CaptchaRepCode.getLimit) setChallenge(null);
      setError(res.repMsg ?? '');
    });
  }, [type]);

  useEffect(() => {
    reload();
    return () => {
      generation.current++;
    };
  }, [reload]);

  return { challenge, error, loading, reload };
}

/** setTimeout that is cleared when the component unmounts (the modal closed mid-animation). */
export function useLaterTimers(): (fn: () => void, ms: number) => void {
  const timers = useRef<number[]>([]);
  useEffect(
    () => () => {
      for (const t of timers.current) window.clearTimeout(t);
    },
    [],
  );
  return useCallback((fn, ms) => {
    timers.current.push(window.setTimeout(fn, ms));
  }, []);
}
