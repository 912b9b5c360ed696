// The question a visitor brings from the AI guidance's hand-off (`?question=` on the booking and cyber
// consultation pages): kept for this tab until the form that asks for the consultation's content
// takes it, so it survives the steps in between (method, institution, office, time).
import { useEffect } from 'react';
import { useLocation } from '@portal/router';

const KEY = 'portal.dscsn.carriedQuestion';
/** What this page load took (a form's initial values may be asked for twice). */
let taken: string | null = null;

/** Keeps `?question=` of the page's address, if any. */
export function useKeepCarriedQuestion() {
  const { search } = useLocation();
  useEffect(() => {
    const q = new URLSearchParams(search).get('question')?.trim();
    if (q) {
      sessionStorage.setItem(KEY, q.slice(0, 1000));
      taken = null;
    }
  }, [search]);
}

/** The kept question (an empty string when there is none); taken from storage, so a later visit starts empty. */
export function takeCarriedQuestion(): string {
  if (taken !== null) return taken;
  try {
    taken = sessionStorage.getItem(KEY) ?? '';
    sessionStorage.removeItem(KEY);
  } catch {
    taken = '';
  }
  return taken;
}
