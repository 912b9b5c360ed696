import { formatRemaining, formatRemainingKorean, sessionRemainingSeconds, useSession } from '@portal/session';
import { extendSession } from './actions';
import { useNow } from './use-now';
import './session.css';

/**
 * Header session timer (spec sections 4 and 9): remaining time as mm:ss and an extend button, shown
 * only while signed in. The time is a `timer` role (not a live region), so screen readers read it
 * when asked and are not interrupted every second; the warning dialog announces the last 5 minutes.
 */
export function SessionTimer() {
  const authenticated = useSession((s) => s.auth.authenticated);
  const expiresAt = useSession((s) => s.sessionExpiresAt);
  // useNow only drives the once-a-second re-render; the time itself is read now, so a reset that
  // lands between two ticks never shows more than 30:00
  useNow(authenticated);
  if (!authenticated) return null;
  const left = sessionRemainingSeconds(expiresAt, Date.now());
  return (
    <div className="session-timer" role="group" aria-label="로그인 시간">
      <span className="session-timer__label" aria-hidden="true">
        로그인
      </span>
      <span className="session-timer__time" role="timer" data-session-remaining={left}>
        <span aria-hidden="true">{formatRemaining(left)}</span>
        <span className="session-timer__sr">남은 로그인 시간 {formatRemainingKorean(left)}</span>
      </span>
      <button
        type="button"
        className="session-timer__extend"
        aria-label="로그인 시간 연장"
        // extending twice is harmless (each call slides the session), so no double-click guard
        onClick={() => void extendSession()}
      >
        연장
      </button>
    </div>
  );
}
