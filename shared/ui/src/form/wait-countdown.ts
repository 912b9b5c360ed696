import { useEffect, useState } from 'react';

/**
 * Seconds left of a server-imposed wait (429 with retryAfterSeconds: a login delay, a re-check
 * delay). `startWait(seconds)` begins it; the value ticks down once a second and stops at 0.
 */
export function useWaitCountdown(): { waitLeft: number; startWait: (seconds: number) => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const t = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(t);
    }, 1000);
    return () => clearInterval(t);
  }, [until]);
  return {
    waitLeft: Math.max(0, Math.ceil((until - now) / 1000)),
    startWait: (seconds: number) => {
      const current = Date.now();
      setNow(current);
      setUntil(current + seconds * 1000);
    },
  };
}
