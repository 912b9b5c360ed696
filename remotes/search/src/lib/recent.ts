// Recent searches kept on the device (localStorage, RECENT_SEARCHES_KEY): newest first, at most
// RECENT_SEARCHES_MAX, each once. Nothing leaves the browser. Storage that throws (private mode,
// full, blocked) behaves as empty.
import { RECENT_SEARCHES_KEY, RECENT_SEARCHES_MAX } from '@portal/contracts/client';

export type RecentStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const device = (): RecentStore | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export function readRecent(store: RecentStore | null = device()): string[] {
  try {
    const raw: unknown = JSON.parse(store?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    const seen = new Set<string>();
    for (const item of raw) if (typeof item === 'string' && item.trim() && seen.size < RECENT_SEARCHES_MAX) seen.add(item.trim());
    return [...seen];
  } catch {
    return [];
  }
}

function write(store: RecentStore | null, list: string[]): string[] {
  try {
    if (list.length) store?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
    else store?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // the list still shows for this page; it is just not kept
  }
  return list;
}

export function addRecent(q: string, store: RecentStore | null = device()): string[] {
  const word = q.trim();
  if (!word) return readRecent(store);
  return write(store, [word, ...readRecent(store).filter((w) => w !== word)].slice(0, RECENT_SEARCHES_MAX));
}

export const removeRecent = (q: string, store: RecentStore | null = device()) => write(store, readRecent(store).filter((w) => w !== q));
export const clearRecent = (store: RecentStore | null = device()) => write(store, []);
