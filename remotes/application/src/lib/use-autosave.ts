import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSAVE_DELAY_MS, type DraftContent } from '@portal/contracts/client';
import { errorBody, errorStatus } from '@portal/ui/form';
import { fmtDateTime } from '@portal/ui/format';
import { httpErrorSentence } from '@portal/http';
import { elrcptDraftSave } from '../api/elrcptDraftSave';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  /** Another device saved since this page read the draft (409 STALE_DRAFT): nothing more is saved until the newest is loaded. */
  | { kind: 'stale' }
  /** The application was already submitted (409 NOT_DRAFT). */
  | { kind: 'locked' }
  | { kind: 'error'; message: string; status?: number };

/** '2026-11-25 14:05' → '14:05' (the status line says the time of day). */
export const timeOf = (iso: string) => fmtDateTime(iso).slice(11);

/**
 * The draft saved on the server AUTOSAVE_DELAY_MS after the last change (and at once by `flush`, the
 * 임시저장 button and before signing), with the version the page read: a save from a stale page is
 * refused (409 STALE_DRAFT) rather than overwriting what another device saved. No copy is kept in
 * the browser.
 */
export function useAutosave(aplyNo: string, version: number, content: DraftContent, enabled: boolean) {
  const json = JSON.stringify(content);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const versionRef = useRef(version);
  const savedRef = useRef(json);
  const latest = useRef({ json, content });
  latest.current = { json, content };
  const running = useRef<Promise<boolean> | null>(null);
  const blocked = useRef(false);

  const saveNow = useCallback(async (force = false): Promise<boolean> => {
    // one save at a time; a change made meanwhile is saved right after
    while (running.current) await running.current;
    if (blocked.current) return false;
    const { json: sending, content: body } = latest.current;
    if (sending === savedRef.current && !force) return true;
    setState({ kind: 'saving' });
    const work = (async () => {
      try {
        const r = await elrcptDraftSave(aplyNo, { content: body, version: versionRef.current });
        versionRef.current = r.version;
        savedRef.current = sending;
        setState({ kind: 'saved', at: r.savedAt });
        return true;
      } catch (error) {
        const status = errorStatus(error);
        const b = errorBody<{ message?: string; code?: string; errors?: { message: string }[] }>(error);
        if (status === 409 && b.code === 'STALE_DRAFT') {
          blocked.current = true;
          setState({ kind: 'stale' });
        } else if (status === 409 && b.code === 'NOT_DRAFT') {
          blocked.current = true;
          setState({ kind: 'locked' });
        } else if (status === 401) setState({ kind: 'error', status, message: '로그인 시간이 끝나 임시저장하지 못했습니다. 쓰신 내용은 이 화면에 그대로 있습니다.' });
        else setState({ kind: 'error', status, message: b.errors?.[0]?.message ?? b.message ?? httpErrorSentence(error) });
        return false;
      }
    })();
    running.current = work;
    try {
      return await work;
    } finally {
      running.current = null;
    }
  }, [aplyNo]);

  useEffect(() => {
    if (!enabled || json === savedRef.current || blocked.current) return;
    const t = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(t);
  }, [json, enabled, saveNow]);

  // Leaving or reloading the page before the delay is over: the last change goes out anyway, in a
  // request that outlives the page.
  useEffect(() => {
    if (!enabled) return;
    const onHide = () => {
      const { json: sending, content: body } = latest.current;
      if (blocked.current || sending === savedRef.current) return;
      void elrcptDraftSave(aplyNo, { content: body, version: versionRef.current }, true).catch(() => undefined);
    };
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, [aplyNo, enabled]);

  /** After loading the newest draft: its version, its content as saved, autosaving again. */
  const rebase = useCallback((nextVersion: number, nextContent: DraftContent) => {
    versionRef.current = nextVersion;
    savedRef.current = JSON.stringify(nextContent);
    blocked.current = false;
    setState({ kind: 'idle' });
  }, []);

  return { state, flush: saveNow, rebase, dirty: json !== savedRef.current };
}
