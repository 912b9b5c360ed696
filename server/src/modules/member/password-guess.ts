/**
 * "Is this new password one that people are known to pick?" (NIST SP 800-63B §5.1.1.2: block list
 * of commonly used, expected or compromised values, context-specific words, repetitive or
 * sequential characters). Pure functions, no I/O: the caller passes the block list.
 *
 * The zxcvbn list holds mostly plain values (`password`, `qwerty`, `welcome`) while the contract's
 * composition rule makes people dress them up (`P@ssw0rd123`, `Welcome1!`, `Qwerty123!`). So the
 * password is compared after normalising it the way people dress passwords:
 *  - lower case, NFKC, Hangul typed as it would be on a 2-벌식 keyboard (사랑해 → tkfkdgo);
 *  - the member's own ID, name (also as 2-벌식 keys and romanised), birth date and phone number taken out,
 *    and so are the service's own words (its names, the documented sample password);
 *  - digits and symbols at both ends stripped (`!!Welcome2026#` → `welcome`);
 *  - common substitutions undone (@→a, 0→o, 1→i/l, 3→e, 4→a, $→s, 5→s, 7→t, !→i/l, 8→b, 9→g, +→t);
 *  - reversed, with the digits and symbols inside dropped, and a repeated unit taken once;
 * and each of these forms is looked up in the list. Separately, a password made only of a few
 * runs of keyboard walks (qwer, 1q2w, asdf, zxcv), sequences (abcd, 1234, 9876) and repeats is
 * refused however it is dressed.
 */

import { romanize } from 'es-hangul';

export type WeakReason = 'COMMON' | 'PATTERN' | 'PERSONAL' | 'SERVICE';

export interface PersonalInfo {
  loginId?: string | null;
  name?: string | null;
  /** YYYYMMDD */
  birthDate?: string | null;
  mobileNo?: string | null;
}

// ─── 2-벌식 keys of Hangul ──────────────────────────────────────────────────────────────────────
const CHO = ['r', 'R', 's', 'e', 'E', 'f', 'a', 'q', 'Q', 't', 'T', 'd', 'w', 'W', 'c', 'z', 'x', 'v', 'g'];
const JUNG = ['k', 'o', 'i', 'O', 'j', 'p', 'u', 'P', 'h', 'hk', 'ho', 'hl', 'y', 'n', 'nj', 'np', 'nl', 'b', 'm', 'ml', 'l'];
const JONG = ['', 'r', 'R', 'rt', 's', 'sw', 'sg', 'e', 'f', 'fr', 'fa', 'fq', 'ft', 'fx', 'fv', 'fg', 'a', 'q', 'qt', 't', 'T', 'd', 'w', 'c', 'z', 'x', 'v', 'g'];

/** 사랑해 → tkfkdgo: what a Korean word typed with the keyboard left in English mode gives. */
export function hangulToKeys(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)! - 0xac00;
    if (code >= 0 && code < 11172) {
      out += CHO[Math.floor(code / 588)]! + JUNG[Math.floor((code % 588) / 28)]! + JONG[code % 28]!;
    } else out += ch;
  }
  return out;
}

// ─── keyboard geometry (QWERTY; shifted symbols sit on their key) ──────────────────────────────
const ROWS: [string, string, number][] = [
  ['`1234567890-=', '~!@#$%^&*()_+', 0],
  ['qwertyuiop[]\\', 'QWERTYUIOP{}|', 1.5],
  ["asdfghjkl;'", 'ASDFGHJKL:"', 1.75],
  ['zxcvbnm,./', 'ZXCVBNM<>?', 2.25],
];
const KEY_POS = new Map<string, { row: number; x: number; base: string }>();
ROWS.forEach(([plain, shifted, offset], row) => {
  [...plain].forEach((ch, i) => {
    KEY_POS.set(ch, { row, x: i + offset, base: ch });
    KEY_POS.set(shifted[i]!, { row, x: i + offset, base: ch });
  });
});

/** Same key (repeat, or shifted twin), keyboard neighbours, or next/previous in a–z / 0–9. */
function continues(prev: string, ch: string): boolean {
  if (prev === ch) return true;
  const a = KEY_POS.get(prev);
  const b = KEY_POS.get(ch);
  if (a && b) {
    if (a.base === b.base) return true;
    const dy = Math.abs(a.row - b.row);
    const dx = Math.abs(a.x - b.x);
    if ((dy === 0 && dx === 1) || (dy === 1 && dx <= 1)) return true;
  }
  const isSeq = (s: string) => /^[a-z0-9]$/.test(s);
  return isSeq(prev) && isSeq(ch) && /^[a-z]$/.test(prev) === /^[a-z]$/.test(ch) && Math.abs(prev.charCodeAt(0) - ch.charCodeAt(0)) === 1;
}

/** Placeholder of a personal value taken out of the password: never continues a run. */
const PERSONAL_MARK = '\u0001';

/**
 * How many runs the text falls into when each character that is a repeat, a keyboard neighbour or
 * the next in a sequence continues the run before it: `1q2w3e4r!` → 2, `Qwerty123!` → 3.
 */
export function patternRuns(text: string): number {
  let runs = 0;
  let prev = '';
  for (const ch of text) {
    if (!prev || ch === PERSONAL_MARK || prev === PERSONAL_MARK || !continues(prev, ch)) runs++;
    prev = ch;
  }
  return runs;
}

/** Few runs for its length: keyboard walks, sequences and repeats, whatever the dressing. */
export function isPattern(text: string): boolean {
  const runs = patternRuns(text);
  return runs <= 3 || runs * 4 <= [...text].length;
}

// ─── normalised forms ──────────────────────────────────────────────────────────────────────────
const LEET: Record<string, string[]> = {
  '@': ['a'],
  '4': ['a'],
  '8': ['b'],
  '(': ['c'],
  '3': ['e'],
  '6': ['g'],
  '9': ['g'],
  '1': ['i', 'l'],
  '!': ['i', 'l'],
  '|': ['i', 'l'],
  '0': ['o'],
  '$': ['s'],
  '5': ['s'],
  '7': ['t'],
  '+': ['t'],
  '2': ['z'],
};
const MAX_VARIANTS = 32;

/** The text with common substitutions undone; ambiguous ones (1 → i or l) give several forms. */
export function unleet(text: string): string[] {
  let forms = [''];
  for (const ch of text) {
    const options = LEET[ch];
    if (!options) forms = forms.map((f) => f + ch);
    else if (options.length === 1 || forms.length * options.length > MAX_VARIANTS) forms = forms.map((f) => f + options[0]);
    else forms = forms.flatMap((f) => options.map((o) => f + o));
  }
  return forms;
}

/** Digits, symbols and taken-out personal values at both ends stripped: `!!Welcome2026#` → `welcome`. */
export const stripEnds = (text: string) => text.replace(/^[^\p{L}]+/u, '').replace(/[^\p{L}]+$/u, '');
/** `abcabc` → `abc`, `passwordpassword!` stays (the mark/end symbols are stripped before). */
export function repeatedUnit(text: string): string {
  const m = /^(.+?)\1+$/su.exec(text);
  return m ? m[1]! : text;
}
const reverse = (text: string) => [...text].reverse().join('');

/**
 * The text with 0…all of the digits and symbols at each end taken off: `tru5tn0!1!` → `tru5tn0!1!`,
 * `tru5tn0!1`, `tru5tn0!`, `tru5tn0`, `tru5tn` (a substituted letter at the end is kept in one of them).
 */
export function endTrims(text: string): string[] {
  const chars = [...text];
  const isLetter = (c: string) => /\p{L}/u.test(c);
  let lead = 0;
  while (lead < chars.length && !isLetter(chars[lead]!)) lead++;
  let tail = chars.length;
  while (tail > lead && !isLetter(chars[tail - 1]!)) tail--;
  if (lead === chars.length) return [text];
  // up to 4 characters of each end one by one, then all of it (bounds the work for long inputs)
  const starts = [...new Set([...Array(Math.min(lead, 4) + 1).keys(), lead])];
  const ends = [...new Set([...Array(Math.min(chars.length - tail, 4) + 1).keys()].map((k) => chars.length - k).concat(tail))];
  return starts.flatMap((a) => ends.map((b) => chars.slice(a, b).join('')));
}

/** Every form of the password that is compared with the block list. */
export function normalisedForms(text: string): Set<string> {
  const forms = new Set<string>();
  const add = (s: string) => {
    if ([...s].length >= 4 && !s.includes(PERSONAL_MARK)) forms.add(s);
  };
  for (const trimmed of endTrims(text)) {
    for (const u of [trimmed, ...unleet(trimmed)]) {
      const stripped = stripEnds(u);
      for (const s of [u, stripped, repeatedUnit(stripped), u.replace(/[^\p{L}]/gu, '')]) {
        add(s);
        add(reverse(s));
      }
    }
  }
  return forms;
}

/** The member's own values as they may appear in a password (lower case). */
export function personalTokens(info: PersonalInfo): string[] {
  const tokens: string[] = [];
  const id = (info.loginId ?? '').trim().toLowerCase();
  if (id.length >= 3) tokens.push(id, id.replace(/\d+$/, ''));
  const name = (info.name ?? '').normalize('NFKC').trim().toLowerCase().replace(/\s+/g, '');
  if ([...name].length >= 2) {
    tokens.push(name, hangulToKeys(name).toLowerCase());
    // 김샌드 → 샌드 (given name alone); both also romanised (gimsaendeu, saendeu)
    if (/[\uac00-\ud7a3]/.test(name)) tokens.push(romanize(name).toLowerCase());
    if (/^[\uac00-\ud7a3]{3,4}$/.test(name)) tokens.push(hangulToKeys(name.slice(1)).toLowerCase(), name.slice(1), romanize(name.slice(1)).toLowerCase());
  }
  const birth = (info.birthDate ?? '').replace(/\D/g, '');
  if (birth.length === 8) tokens.push(birth, birth.slice(2), birth.slice(4) + birth.slice(0, 4), birth.slice(4) + birth.slice(2, 4));
  const mobile = (info.mobileNo ?? '').replace(/\D/g, '');
  if (mobile.length >= 10) tokens.push(mobile, mobile.slice(3), mobile.slice(-8), mobile.slice(-4) + mobile.slice(-8, -4));
  return [...new Set(tokens.filter((t) => t.length >= 3))].sort((a, b) => b.length - a.length);
}

/** Lower case, NFKC, Hangul as 2-벌식 keys. */
export const normalisePassword = (password: string) => hangulToKeys(password.normalize('NFKC')).toLowerCase();

/**
 * Why the password is one people are known to pick, or null. `blocked` holds lower-case values
 * (the common-password list, and any more expected values); `serviceWords` the service's own words
 * and documented sample password as normalised (lower case, Hangul as 2-벌식 keys), longest first.
 */
export function guessableReason(
  password: string,
  info: PersonalInfo,
  blocked: ReadonlySet<string>,
  serviceWords: readonly string[] = [],
): WeakReason | null {
  const plain = normalisePassword(password);
  let rest = plain;
  const takeOut = (tokens: readonly string[]) => {
    let found = false;
    for (const t of tokens) {
      if (rest.includes(t)) {
        rest = rest.split(t).join(PERSONAL_MARK);
        found = true;
      }
    }
    return found;
  };
  const personal = takeOut(personalTokens(info));
  // the service's words, also behind common substitutions (K1@c → klac): unleet maps one character
  // to one, so a word found in a substituted form is taken out at the same place of the password
  let service = takeOut(serviceWords);
  for (const form of unleet(rest)) {
    if (form.length !== rest.length) continue;
    for (const t of serviceWords) {
      for (let at = form.indexOf(t); at >= 0; at = form.indexOf(t, at + t.length)) {
        rest = rest.slice(0, at) + PERSONAL_MARK.repeat(t.length) + rest.slice(at + t.length);
        service = true;
      }
    }
  }
  rest = rest.replace(/\u0001+/g, PERSONAL_MARK);
  // what is left besides the member's own values and the service's words: nothing much, or a walk, or a listed value
  const leftOver = stripEnds(rest.replaceAll(PERSONAL_MARK, ''));
  const weakLeftOver = () => leftOver.length < 4 || isPattern(leftOver) || normalisedFormsIn(leftOver, blocked);
  if ((personal || service) && weakLeftOver()) return personal ? 'PERSONAL' : 'SERVICE';
  if (normalisedFormsIn(rest, blocked)) return 'COMMON';
  const once = repeatedUnit(rest);
  if (isPattern(rest) || (once !== rest && ([...once].length <= 5 || isPattern(once)))) return 'PATTERN';
  return null;
}

function normalisedFormsIn(text: string, blocked: ReadonlySet<string>): boolean {
  for (const f of normalisedForms(text)) if (blocked.has(f)) return true;
  return false;
}
