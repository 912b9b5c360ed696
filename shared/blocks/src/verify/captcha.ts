import { useCallback, useEffect, useRef, useState } from 'react';
import { CAPTCHA_TTL_SECONDS, type CaptchaChallenge } from '@portal/contracts';
import { captchaNew } from './api/captchaNew';

/**
 * A 자동 입력 방지 challenge for a form (CaptchaField of @portal/ui/form): fetched when `active`
 * turns on, again on 새 문자 받기, after each answer the server has checked (each is checked once)
 * and shortly before it runs out. `fields` go into the request body beside the form's own.
 */
export function useCaptcha(active: boolean) {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [failed, setFailed] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [answer, setAnswer] = useState('');
  const pending = useRef(false);

  const refresh = useCallback(async () => {
    if (pending.current) return;
    pending.current = true;
    setRefreshing(true);
    try {
      setChallenge(await captchaNew.run(null));
      setAnswer('');
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      pending.current = false;
      setRefreshing(false);
    }
  }, []);

  useEffect(() => {
    if (active && !challenge) void refresh();
  }, [active, challenge, refresh]);

  // the browser's own clock: a new challenge 15 s before this one's five minutes are over
  useEffect(() => {
    if (!challenge) return;
    const timer = setTimeout(() => void refresh(), (CAPTCHA_TTL_SECONDS - 15) * 1000);
    return () => clearTimeout(timer);
  }, [challenge, refresh]);

  return {
    challenge,
    failed,
    refreshing,
    answer,
    setAnswer,
    refresh,
    /** What the request carries: the challenge and the digits typed (nothing while inactive). */
    fields: active && challenge ? { captchaId: challenge.captchaId, captchaAnswer: answer } : {},
  };
}
