import { ZxcvbnFactory, type MatchExtended, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import { romanize } from 'es-hangul';
import { PASSWORD_MAX, passwordProblem } from '@portal/contracts';
import koreanCommonText from './data/korean-common.txt';
import { guessableReason, hangulToKeys, personalTokens, type PersonalInfo, type WeakReason } from './password-guess';

/**
 * The rule of every new password (issue 31 item 5), on the server only (the browser checks the
 * contract's shape as the member types and shows this answer at the field):
 *  1. the contract's shape (length, kinds, no ID inside: passwordProblem);
 *  2. our normaliser (password-guess.ts) against the breached-password list of @zxcvbn-ts/language-common
 *     (49 233 values), the Korean words of data/korean-common.txt (Hangul, 2-벌식 keys, romanised) and the
 *     service's own words and documented sample password, dressed up or not;
 *  3. zxcvbn-ts's estimate (its common + English dictionaries, ours beside them, the member's own
 *     values as user inputs) must reach MIN_SCORE.
 * Every refusal is Korean: zxcvbn's English feedback is never shown, only mapped to our sentences.
 */

/** zxcvbn score 3: "safely unguessable" (≥ 10^8 guesses), the score zxcvbn's authors suggest for sign-up. */
export const MIN_SCORE = 3;

/**
 * The password the README and the docs print for the sandbox sample accounts: never a member's own
 * choice. Equal to SANDBOX_PASSWORD of db/seed/sandbox-accounts.ts (member-password-strength.test.ts
 * checks it; importing it from there would make an import cycle through password.ts).
 */
export const DOCUMENTED_PASSWORDS = ['Sandbox#2026'] as const;

/**
 * The service's own words (its names, the institutions it is known by, what its pages and docs say
 * about it), in Hangul, English and the romanisations people type. A password that is mostly these
 * is refused; the Hangul ones are also compared as 2-벌식 keys and in Revised Romanisation.
 */
export const SERVICE_WORDS_HANGUL = [
  '법률구조',
  '법률구조공단',
  '대한법률구조공단',
  '구조공단',
  '법률구조플랫폼',
  '법률구조포털',
  '법률구조재단',
  '법률',
  '구조',
  '공단',
  '플랫폼',
  '포털',
  '법률상담',
  '법률지원',
  '무료법률',
  '샌드박스',
] as const;
export const SERVICE_WORDS_LATIN = [
  'klac',
  'legalaid',
  'legal',
  'koreanlegalaid',
  'korealegalaid',
  'legalaidportal',
  'legalportal',
  'portal',
  'platform',
  'sandbox',
  // 법률구조 as people romanise it (Revised Romanisation comes from es-hangul below)
  'beopryul',
  'beobryul',
  'bubryul',
  'bupryul',
  'bubyul',
  'bupyul',
  'pomnyul',
  'beomryul',
  'gujo',
  'kujo',
  'gongdan',
  'kongdan',
] as const;

const lower = (s: string) => s.normalize('NFKC').toLowerCase();

/** Each service word in the forms it is compared in (lower case; Hangul also as keys and romanised). */
export const SERVICE_WORDS: readonly string[] = [
  ...new Set([
    ...SERVICE_WORDS_LATIN,
    ...SERVICE_WORDS_HANGUL.flatMap((w) => [w, hangulToKeys(w).toLowerCase(), romanize(w).toLowerCase()]),
    ...DOCUMENTED_PASSWORDS.map(lower),
  ]),
];

/** The same, as the normaliser compares them (Hangul as 2-벌식 keys), longest first so 법률구조공단 goes before 공단. */
const SERVICE_TOKENS: readonly string[] = [...new Set(SERVICE_WORDS.map((w) => hangulToKeys(w).toLowerCase()))]
  .filter((w) => w.length >= 4)
  .sort((a, b) => b.length - a.length);

/** Korean words people use as passwords (data/korean-common.txt, our own selection). */
export const KOREAN_COMMON_WORDS: readonly string[] = koreanCommonText
  .split('\n')
  .map((w) => w.trim())
  .filter((w) => w && !w.startsWith('#'));

/** Each Korean word as typed in Hangul, on a 2-벌식 keyboard in English mode (사랑해 → tkfkdgo) and romanised (saranghae). */
const KOREAN_FORMS: readonly string[] = [
  ...new Set(KOREAN_COMMON_WORDS.flatMap((w) => [w, hangulToKeys(w).toLowerCase(), romanize(w).toLowerCase()])),
];

/** The breached-password list of @zxcvbn-ts/language-common (most frequent first), lower case. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(zxcvbnCommon.dictionary['passwords-common'].map((w) => lower(String(w))));

/** Korean words as the normaliser compares them (Hangul turns into keys before the lookup). */
export const KOREAN_COMMON_PASSWORDS: ReadonlySet<string> = new Set(KOREAN_FORMS.map((w) => hangulToKeys(w).toLowerCase()));

/** Everything a new password is compared with after normalising (see password-guess.ts). */
export const BLOCKED_PASSWORDS: ReadonlySet<string> = new Set([...COMMON_PASSWORDS, ...KOREAN_COMMON_PASSWORDS]);

// ─── the estimator ─────────────────────────────────────────────────────────────────────────────
let factory: ZxcvbnFactory | null = null;

/**
 * zxcvbn-ts with its common (breached passwords, diceware) and English dictionaries, and two of
 * ours: the Korean words in their three forms and the service's words. Built on first use (about
 * 150–200 ms, a few MB) and kept. No translations: feedback stays as keys, mapped to Korean below.
 * l33tMaxSubstitutions 24 (default 100) bounds the worst case (`@4@4…` 64 characters: ~350 → ~80 ms
 * on these cores) without changing any score of the tests' lists.
 */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    graphs: zxcvbnCommon.adjacencyGraphs,
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary, 'korean-common': [...KOREAN_FORMS], 'service-words': [...SERVICE_WORDS] },
    maxLength: PASSWORD_MAX,
    l33tMaxSubstitutions: 24,
  });
  return factory;
}

/** zxcvbn's estimate, the member's own values as user inputs (ID, name in Hangul, as keys and romanised, birth date, phone). */
export function estimate(password: string, info: PersonalInfo = {}): ZxcvbnResult {
  return estimator().check(password, personalTokens(info));
}

// ─── Korean messages ───────────────────────────────────────────────────────────────────────────
export type StrengthReason = WeakReason | 'SERVICE' | 'KOREAN' | 'DATE' | 'NAME' | 'WORD' | 'SIMPLE';

const TRY_INSTEAD = '서로 관계없는 낱말 서너 개를 이어 쓰는 등 다른 사람이 짐작하기 어려운 비밀번호를 입력해 주세요.';
const GUESSABLE = '비밀번호가 짐작하기 쉽습니다.';
export const WEAK_PASSWORD_MESSAGES: Record<StrengthReason, string> = {
  COMMON: `흔히 쓰이는 비밀번호와 비슷합니다. 흔한 단어나 비밀번호에 숫자·특수문자를 붙이거나 글자를 비슷한 기호로 바꾼 것(예: P@ssw0rd1!)도 쓸 수 없습니다. ${TRY_INSTEAD}`,
  PATTERN: `흔히 쓰이는 비밀번호와 비슷합니다. 키보드 배열(qwer, 1q2w, asdf)이나 연속되거나 반복되는 문자(1234, abcd, aaaa)로 이루어진 비밀번호는 쓸 수 없습니다. ${TRY_INSTEAD}`,
  PERSONAL: `흔히 쓰이는 비밀번호와 비슷합니다. 아이디, 이름, 생년월일, 휴대전화 번호처럼 나를 아는 사람이 짐작할 수 있는 값이 대부분인 비밀번호는 쓸 수 없습니다. ${TRY_INSTEAD}`,
  SERVICE: `${GUESSABLE} 이 누리집의 이름이나 안내에 나오는 말(법률구조, 공단, KLAC, legal aid, portal, sandbox 등)과 안내문에 실린 예시 비밀번호는 숫자·특수문자를 붙이거나 글자를 바꿔 써도 쓸 수 없습니다. ${TRY_INSTEAD}`,
  KOREAN: `${GUESSABLE} 사랑해(saranghae, tkfkdgo)처럼 흔한 우리말을 로마자로 쓰거나 영문 자판으로 친 것이 대부분입니다. ${TRY_INSTEAD}`,
  DATE: `${GUESSABLE} 연도나 날짜가 대부분입니다. 생일이나 올해 같은 숫자는 짐작하기 쉽습니다. ${TRY_INSTEAD}`,
  NAME: `${GUESSABLE} 흔한 이름이나 성이 대부분입니다. ${TRY_INSTEAD}`,
  WORD: `${GUESSABLE} 흔한 낱말 하나에 숫자나 특수문자를 붙이거나 대문자로 바꾼 것은 짐작하기 쉽습니다. ${TRY_INSTEAD}`,
  SIMPLE: `${GUESSABLE} 길이에 비해 짜임이 단순합니다. ${TRY_INSTEAD}`,
};

const isDictionary = (m: MatchExtended, name: (n: string) => boolean) => m.pattern === 'dictionary' && name(String(m.dictionaryName));

/** Why zxcvbn found the password weak, from what it matched (its feedback keys only as a fallback). */
export function strengthReason(result: ZxcvbnResult): StrengthReason {
  const seq = result.sequence;
  if (seq.some((m) => isDictionary(m, (n) => n === 'service-words'))) return 'SERVICE';
  if (seq.some((m) => isDictionary(m, (n) => n === 'userInputs'))) return 'PERSONAL';
  if (seq.some((m) => isDictionary(m, (n) => n === 'korean-common'))) return 'KOREAN';
  switch (result.feedback.warning) {
    case 'topTen':
    case 'topHundred':
    case 'common':
    case 'similarToCommon':
    case 'pwned':
      return 'COMMON';
    case 'straightRow':
    case 'keyPattern':
    case 'simpleRepeat':
    case 'extendedRepeat':
    case 'sequences':
      return 'PATTERN';
    case 'recentYears':
    case 'dates':
      return 'DATE';
    case 'namesByThemselves':
    case 'commonNames':
      return 'NAME';
    case 'wordByItself':
      return 'WORD';
    case 'userInputs':
      return 'PERSONAL';
    default:
      if (seq.some((m) => isDictionary(m, (n) => n.startsWith('passwords')))) return 'COMMON';
      return 'SIMPLE';
  }
}

/** The reason a new password is refused (after the contract's shape holds), or null. */
export function weakPasswordReason(password: string, info: PersonalInfo = {}): StrengthReason | null {
  const reason = guessableReason(password, info, BLOCKED_PASSWORDS, SERVICE_TOKENS);
  if (reason) return reason;
  const result = estimate(password, info);
  return result.score < MIN_SCORE ? strengthReason(result) : null;
}

/**
 * The rule of every new password (join, change, reset): the contract's shape, then the normaliser
 * and the estimator (see the top of this file). Korean message naming the field and what to fix, or null.
 */
export function newPasswordProblem(password: string, who: PersonalInfo | string = {}): string | null {
  const info = typeof who === 'string' ? { loginId: who } : who;
  const shape = passwordProblem(password, info.loginId ?? '');
  if (shape) return shape;
  const reason = weakPasswordReason(password, info);
  return reason ? WEAK_PASSWORD_MESSAGES[reason] : null;
}
