// Article-level comparison of two terms versions, with a word-level diff (LCS) of changed text.
// Articles are matched by heading, so an article that only moved (제7조 → 제8조) is 'renumbered'.

export interface Article {
  articleNo: string;
  heading: string;
  text: string;
}

export type Piece = { kind: 'same' | 'ins' | 'del'; text: string };

export type ArticleChange =
  | { kind: 'added'; after: Article }
  | { kind: 'removed'; before: Article }
  | { kind: 'changed'; before: Article; after: Article; pieces: Piece[] }
  | { kind: 'renumbered'; before: Article; after: Article }
  | { kind: 'same'; before: Article; after: Article };

/** Words and the spaces between them, so joining the pieces gives the text back. */
const tokens = (s: string) => s.match(/\s+|[^\s]+/g) ?? [];

/** Word-level diff by longest common subsequence; neighbouring pieces of one kind are merged. */
export function diffWords(before: string, after: string): Piece[] {
  const a = tokens(before);
  const b = tokens(after);
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: Piece[] = [];
  const push = (kind: Piece['kind'], text: string) => {
    const last = out[out.length - 1];
    if (last && last.kind === kind) last.text += text;
    else out.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push('same', a[i]!);
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) push('del', a[i++]!);
    else push('ins', b[j++]!);
  }
  while (i < n) push('del', a[i++]!);
  while (j < m) push('ins', b[j++]!);
  return out;
}

/** Every article of either version in the newer version's order (removed ones where they stood). */
export function compareArticles(before: Article[], after: Article[]): ArticleChange[] {
  const oldByHeading = new Map(before.map((a) => [a.heading, a]));
  const newHeadings = new Set(after.map((a) => a.heading));
  const out: ArticleChange[] = [];
  const removedBefore = (upTo: number) => {
    // old articles gone from the new version, placed before the next surviving one
    for (const a of before.slice(0, upTo)) if (!newHeadings.has(a.heading) && !out.some((c) => c.kind === 'removed' && c.before === a)) out.push({ kind: 'removed', before: a });
  };
  for (const a of after) {
    const old = oldByHeading.get(a.heading);
    if (!old) {
      out.push({ kind: 'added', after: a });
      continue;
    }
    removedBefore(before.indexOf(old));
    if (old.text !== a.text) out.push({ kind: 'changed', before: old, after: a, pieces: diffWords(old.text, a.text) });
    else if (old.articleNo !== a.articleNo) out.push({ kind: 'renumbered', before: old, after: a });
    else out.push({ kind: 'same', before: old, after: a });
  }
  removedBefore(before.length);
  return out;
}
