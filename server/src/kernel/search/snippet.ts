// Snippets and marked titles: the text escaped for HTML, only the matched words wrapped in <mark>.
// The pages split on the marks and render text nodes, so nothing a document holds becomes markup.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const SNIPPET_LENGTH = 140;

/** Ranges of the words in the text: a word where it occurs, else (Hangul) its two-syllable pieces. */
function ranges(text: string, terms: string[]): [number, number][] {
  const lower = text.toLowerCase();
  const found: [number, number][] = [];
  const mark = (needle: string) => {
    let hit = false;
    for (let at = lower.indexOf(needle); needle && at >= 0; at = lower.indexOf(needle, at + needle.length)) {
      found.push([at, at + needle.length]);
      hit = true;
    }
    return hit;
  };
  for (const t of new Set(terms.map((w) => w.toLowerCase()).filter((w) => w.length > 0))) {
    if (t.length === 1 && /[가-힣]/.test(t)) continue;
    if (!mark(t) && /^[가-힣]{3,}$/.test(t)) for (let i = 0; i + 1 < t.length; i++) mark(t.slice(i, i + 2));
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const r of found) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([...r]);
  }
  return merged;
}

const render = (text: string, marks: [number, number][], from = 0, to = text.length) => {
  let out = '';
  let at = from;
  for (const [s, e] of marks) {
    if (e <= from || s >= to) continue;
    const a = Math.max(s, from);
    const b = Math.min(e, to);
    out += escapeHtml(text.slice(at, a)) + `<mark>${escapeHtml(text.slice(a, b))}</mark>`;
    at = b;
  }
  return out + escapeHtml(text.slice(at, to));
};

export const markText = (text: string, terms: string[]) => render(text, ranges(text, terms));

/** The window of the body holding the most marked words, with … where it is cut. */
export function snippetOf(body: string, terms: string[]): string {
  const text = body.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();
  const marks = ranges(text, terms);
  if (text.length <= SNIPPET_LENGTH) return render(text, marks);
  let best = 0;
  let bestCount = -1;
  for (const [s] of marks) {
    const start = Math.max(0, s - 30);
    const count = marks.filter(([a, b]) => a >= start && b <= start + SNIPPET_LENGTH).length;
    if (count > bestCount) {
      best = start;
      bestCount = count;
    }
  }
  const end = Math.min(text.length, best + SNIPPET_LENGTH);
  return `${best > 0 ? '… ' : ''}${render(text, marks, best, end)}${end < text.length ? ' …' : ''}`;
}
