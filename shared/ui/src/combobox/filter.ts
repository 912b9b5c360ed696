// The pure part of the combo box: which options match what was typed (no DOM, unit-tested).

/** One choice of a combo box: the stored value, the text shown and matched, an optional second line. */
export interface ComboOption {
  value: string;
  label: string;
  /** A second line under the label (an address, a short explanation); matched too. */
  description?: string;
  /** More words that should find this option (an abbreviation, a former name). */
  keywords?: readonly string[];
}

// the 19 initial consonants in the order of the Hangul syllable block (가 = 0xAC00)
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

/** NFC, lower case, spaces and the middle dot dropped: '대한 법률·구조' and '대한법률구조' are the same. */
export function normaliseQuery(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/[\s·ㆍ・.,()-]+/g, '');
}

/** '법률구조' → 'ㅂㄹㄱㅈ'; characters that are not Hangul syllables stay as they are. */
export function initialsOf(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0) - 0xac00;
    out += code >= 0 && code <= 11171 ? INITIALS[Math.floor(code / 588)] : ch;
  }
  return out;
}

const onlyInitials = (q: string) => q.length > 0 && [...q].every((c) => INITIALS.includes(c));

/**
 * The options that match `query`, best first: the label starts with it, then contains it, then a
 * description or keyword contains it. A query of initial consonants only ('ㅂㄹㄱㅈ') matches the
 * labels' initials (초성 검색). An empty query keeps every option in its order.
 */
export function matchOptions<O extends ComboOption>(options: readonly O[], query: string, limit = 50): O[] {
  const q = normaliseQuery(query);
  if (!q) return options.slice(0, limit);
  const scored: { o: O; rank: number; i: number }[] = [];
  const initials = onlyInitials(q);
  options.forEach((o, i) => {
    const label = normaliseQuery(o.label);
    let rank = -1;
    if (label.startsWith(q)) rank = 0;
    else if (label.includes(q)) rank = 1;
    else if (initials && initialsOf(label).includes(q)) rank = 2;
    else if ([o.description ?? '', ...(o.keywords ?? [])].some((w) => normaliseQuery(w).includes(q))) rank = 3;
    if (rank >= 0) scored.push({ o, rank, i });
  });
  scored.sort((a, b) => a.rank - b.rank || a.i - b.i);
  return scored.slice(0, limit).map((s) => s.o);
}

/** The option whose label is exactly what was typed (spaces and case aside), if there is one. */
export function exactOption<O extends ComboOption>(options: readonly O[], text: string): O | undefined {
  const q = normaliseQuery(text);
  return q ? options.find((o) => normaliseQuery(o.label) === q) : undefined;
}
