import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@portal/router';
import { formatRemaining, formatRemainingKorean, sessionRemainingSeconds, useSession } from '@portal/session';
import type { DialogHandle } from '@portal/ui/dialog';
import { extendSession, logout, sessionEvents } from './actions';
import { startSessionSync } from './session-sync';
import { isMemberOnlyPath, sessionPhase } from './session-logic';

const loadDialogs = () => import('@portal/ui/dialog');

/** The countdown node inside the warning: mm:ss to see, Korean words for screen readers, and a
 *  polite announcement only when the whole minute changes (never every second). */
function countdown(doc: Document) {
  const wrap = doc.createElement('p');
  wrap.className = 'portal-dialog__text';
  wrap.append('남은 시간 ');
  const timer = doc.createElement('span');
  timer.className = 'portal-dialog__timer';
  timer.setAttribute('role', 'timer');
  const visible = doc.createElement('span');
  visible.setAttribute('aria-hidden', 'true');
  const words = doc.createElement('span');
  words.className = 'portal-dialog__sr';
  timer.append(visible, words);
  const minuteNotice = doc.createElement('span');
  minuteNotice.className = 'portal-dialog__sr';
  minuteNotice.setAttribute('role', 'status');
  wrap.append(timer, minuteNotice);
  let lastMinute = -1;
  return {
    node: wrap,
    set(seconds: number) {
      visible.textContent = formatRemaining(seconds);
      words.textContent = formatRemainingKorean(seconds);
      const minute = Math.ceil(seconds / 60);
      if (lastMinute !== -1 && minute !== lastMinute && seconds > 0) minuteNotice.textContent = `로그인 시간이 ${minute}분 남았습니다.`;
      lastMinute = minute;
    },
  };
}

/**
 * Session warning and expiry (spec sections 4 and 9): 5 minutes before the timer runs out, an
 * alertdialog offers '로그인 연장' (extend) and '로그아웃'; Escape means "keep me signed in" (the
 * visitor is clearly there, and losing work to a key press would be worse). At zero the local auth
 * record is cleared, then the logout call, then the notice. Tabs agree through BroadcastChannel.
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathRef = useRef(pathname);
  pathRef.current = pathname;

  useEffect(() => {
    let warning: DialogHandle | null = null;
    let warningCountdown: ReturnType<typeof countdown> | null = null;
    let opening = false;
    let notice: DialogHandle | null = null;
    let disposed = false;

    const closeWarning = () => {
      warning?.close();
      warning = null;
      warningCountdown = null;
    };

    const leaveMemberPage = () => {
      if (isMemberOnlyPath(pathRef.current)) navigate('/', { replace: true });
    };

    const showExpiredNotice = async () => {
      closeWarning();
      leaveMemberPage();
      if (notice) return;
      const { openDialog, koDialog } = await loadDialogs();
      if (disposed || notice) return;
      notice = openDialog({
        ...koDialog,
        role: 'alertdialog',
        title: '로그아웃 안내',
        text: '로그인 시간이 만료되어 로그아웃되었습니다.',
        footnote: '계속 이용하시려면 다시 로그인해 주십시오.',
      });
      void notice.result.then(() => {
        notice = null;
      });
    };

    const openWarning = async () => {
      opening = true;
      const { openDialog, koDialog } = await loadDialogs();
      opening = false;
      const s = useSession.getState();
      if (disposed || warning || sessionPhase(s.auth.authenticated, s.sessionExpiresAt, Date.now()) !== 'warning') return;
      const cd = countdown(document);
      cd.set(sessionRemainingSeconds(s.sessionExpiresAt));
      warningCountdown = cd;
      const handle = openDialog({
        ...koDialog,
        role: 'alertdialog',
        title: '로그인 시간 만료 예정',
        text: '보안을 위해 잠시 뒤 자동으로 로그아웃됩니다. 계속 이용하시려면 로그인 시간을 연장해 주십시오.',
        content: cd.node,
        confirmButtonText: '로그인 연장',
        showDenyButton: true,
        denyButtonText: '로그아웃',
        escapeAnswer: 'confirm',
      });
      handle.element.dataset.sessionWarning = 'true';
      warning = handle;
      const answer = await handle.result;
      if (warning === handle) {
        warning = null;
        warningCountdown = null;
      }
      if (answer.dismiss === 'programmatic') return;
      if (answer.isDenied) {
        await logout('user');
        leaveMemberPage();
      } else {
        await extendSession();
      }
    };

    const check = () => {
      const s = useSession.getState();
      const phase = sessionPhase(s.auth.authenticated, s.sessionExpiresAt, Date.now());
      if (phase === 'warning') {
        if (warningCountdown) warningCountdown.set(sessionRemainingSeconds(s.sessionExpiresAt));
        else if (!warning && !opening) void openWarning();
      } else if (warning) closeWarning();
      if (phase === 'expired') void logout('expired');
    };

    const onExpired = () => void showExpiredNotice();
    sessionEvents.addEventListener('expired', onExpired);
    const stopSync = startSessionSync();
    const unsubscribe = useSession.subscribe((s, prev) => {
      if (s.sessionExpiresAt !== prev.sessionExpiresAt || s.auth.authenticated !== prev.auth.authenticated) check();
    });
    const id = setInterval(check, 1000);
    // a tab that slept (laptop lid, background throttling) checks at once when seen again
    const onVisible = () => document.visibilityState === 'visible' && check();
    document.addEventListener('visibilitychange', onVisible);
    check();
    return () => {
      disposed = true;
      clearInterval(id);
      unsubscribe();
      stopSync();
      sessionEvents.removeEventListener('expired', onExpired);
      document.removeEventListener('visibilitychange', onVisible);
      closeWarning();
      notice?.close();
    };
  }, [navigate]);

  return null;
}
