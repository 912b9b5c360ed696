/** Bytes of a file turned into text at a time: a 20 MB upload is searched as 20 strings of 1 MB. */
export const WINDOW_BYTES = 1024 * 1024;
/** Bytes each window shares with its neighbours: longer than any pattern searched, so none is cut in two. */
const OVERLAP = 512;

/**
 * Calls `onMatch` with the absolute offset of every match of a global regex over a buffer read as
 * latin1 (one character a byte), window by window. A match is reported by the window it starts in,
 * so none twice; each window also shows the regex the bytes before it, so a lookbehind still works.
 * `onMatch` returns true to stop.
 */
export function eachMatch(buf: Buffer, re: RegExp, onMatch: (at: number, m: RegExpExecArray) => boolean | void): void {
  if (!re.global) throw new Error('eachMatch needs a global regex');
  for (let from = 0; from < buf.length; from += WINDOW_BYTES) {
    const start = Math.max(0, from - OVERLAP);
    const text = buf.toString('latin1', start, Math.min(buf.length, from + WINDOW_BYTES + OVERLAP));
    const own = from - start;
    re.lastIndex = own;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (m.index >= own + WINDOW_BYTES) break;
      if (onMatch(start + m.index, m)) return;
      if (m[0].length === 0) re.lastIndex++;
    }
  }
}

/** The offset of the first match of a regex anywhere in a buffer, or -1. */
export function firstMatch(buf: Buffer, re: RegExp): number {
  const global = re.global ? re : new RegExp(re.source, `${re.flags}g`);
  let found = -1;
  eachMatch(buf, global, (at) => {
    found = at;
    return true;
  });
  return found;
}
