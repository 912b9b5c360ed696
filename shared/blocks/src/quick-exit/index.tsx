import { useEffect, useRef } from 'react';
import './quick-exit.css';

/**
 * Where the quick exit goes: a neutral site that says nothing about legal aid (the Naver portal's
 * front page, the site a Korean browser most often shows anyway). README "Self-diagnosis …".
 */
export const QUICK_EXIT_URL = 'https://www.naver.com/';
/** Shift pressed this many times … */
export const QUICK_EXIT_PRESSES = 3;
/** … within this many milliseconds. */
export const QUICK_EXIT_WINDOW_MS = 2000;

/**
 * Leaves at once: hides the page, runs `onExit` (e.g. forgets a draft of this tab) and replaces the
 * current history entry with the neutral site, so Back does not come back here.
 */
export function quickExit(to: string = QUICK_EXIT_URL, onExit?: () => void) {
  document.body.classList.add('qx-leaving');
  try {
    onExit?.();
  } finally {
    window.location.replace(to);
  }
}

/** Counts Shift presses: true on the QUICK_EXIT_PRESSES-th within QUICK_EXIT_WINDOW_MS; another key starts again. */
export function shiftCounter(windowMs = QUICK_EXIT_WINDOW_MS) {
  let presses: number[] = [];
  return (key: string, at: number): boolean => {
    if (key !== 'Shift') {
      presses = [];
      return false;
    }
    presses = [...presses.filter((t) => at - t < windowMs), at];
    if (presses.length < QUICK_EXIT_PRESSES) return false;
    presses = [];
    return true;
  };
}

/** Shift pressed QUICK_EXIT_PRESSES times within QUICK_EXIT_WINDOW_MS leaves the page (anywhere on it). */
export function useQuickExitKeys(to: string = QUICK_EXIT_URL, onExit?: () => void) {
  const latest = useRef({ to, onExit });
  latest.current = { to, onExit };
  useEffect(() => {
    const count = shiftCounter();
    const onKey = (e: KeyboardEvent) => {
      if (e.repeat) return;
      if (count(e.key, performance.now())) quickExit(latest.current.to, latest.current.onExit);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * The quick exit of the 성폭력 and 스토킹·가정폭력 paths (GOV.UK "Exit this page"): one button, or
 * Shift three times, leaves for a neutral site and replaces the history entry. Put it first in the
 * page's content so it is the first thing the keyboard reaches.
 */
export function QuickExit({ to = QUICK_EXIT_URL, onExit }: { to?: string; onExit?: () => void }) {
  useQuickExitKeys(to, onExit);
  return (
    <div className="qx" data-quick-exit="">
      <button type="button" className="qx__button" onClick={() => quickExit(to, onExit)}>
        빠른 나가기
      </button>
      <p className="qx__hint">누르거나 Shift 키를 세 번 누르면 이 화면을 바로 떠나 다른 누리집으로 갑니다.</p>
    </div>
  );
}
