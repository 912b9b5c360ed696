import { useEffect } from 'react';

// TODO(issue 16 integration): the slf helper builds the shared quick exit in
// shared/blocks/src/quick-exit/; swap this local stand-in for it when both branches are merged.

/** Where a quick exit goes: a neutral site that says nothing about legal aid. */
export const QUICK_EXIT_URL = 'https://www.google.com/';

/** Leave at once: the history entry of this page is replaced, so Back does not return here. */
export function quickExit() {
  window.location.replace(QUICK_EXIT_URL);
}

/** Shift pressed three times within `windowMs` (GOV.UK "Exit this page"). */
export function shiftCounter(windowMs = 1000) {
  let presses: number[] = [];
  return (key: string, at: number): boolean => {
    if (key !== 'Shift') {
      presses = [];
      return false;
    }
    presses = [...presses.filter((t) => at - t <= windowMs), at];
    if (presses.length >= 3) {
      presses = [];
      return true;
    }
    return false;
  };
}

/** The quick exit of the victims' forms: one button (always on screen) or Shift ×3. */
export function QuickExitLocal() {
  useEffect(() => {
    const count = shiftCounter();
    const onKey = (e: KeyboardEvent) => {
      if (!e.repeat && count(e.key, e.timeStamp || Date.now())) quickExit();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="el-exit" data-quick-exit="">
      <button type="button" className="btn el-exit__btn" onClick={quickExit}>
        빠른 나가기
      </button>
      <p className="el-exit__hint">누가 볼까 걱정되면 이 버튼을 누르거나 Shift 키를 세 번 누르세요. 바로 다른 누리집으로 이동합니다.</p>
    </div>
  );
}
