import { describe, expect, it } from 'vitest';
import { passwordProblem } from '@portal/contracts';
import { BLOCKED_PASSWORDS, COMMON_PASSWORDS, newPasswordProblem } from '../src/modules/member/password-strength';
import { guessableReason, hangulToKeys, patternRuns } from '../src/modules/member/password-guess';

// Issue 13, defect 4: the block list was compared verbatim, so any dressed-up common password
// (P@ssw0rd123, Welcome1!, Qwerty123!) passed. Pure-function tables here; one API test per entry
// point (join, change, reset) in member-journeys.test.ts.

const ME = { loginId: 'hong2026', name: '홍길동', birthDate: '19850315', mobileNo: '01072839416' };

/** Well-known passwords dressed up to pass the composition rule: every one must be refused. */
const REFUSED: [password: string, reason: 'COMMON' | 'PATTERN' | 'PERSONAL'][] = [
  // the probe's 14 kinds
  ['Passw0rd!', 'COMMON'],
  ['password123!', 'COMMON'],
  ['P@ssw0rd123', 'COMMON'],
  ['Qwerty123!', 'COMMON'],
  ['1q2w3e4r!', 'COMMON'],
  ['Welcome1!', 'COMMON'],
  ['Iloveyou1!', 'COMMON'],
  ['Admin123!', 'COMMON'],
  ['Letmein!23', 'COMMON'],
  ['Dragon2024!', 'COMMON'],
  ['Sunshine1!', 'COMMON'],
  ['Monkey123!', 'COMMON'],
  ['Football2!', 'COMMON'],
  ['Abc123456!', 'PATTERN'],
  // substitutions, ends, case
  ['P@55w0rd!', 'COMMON'],
  ['pa$$word2026', 'COMMON'],
  ['!!PASSWORD!!2026', 'COMMON'],
  ['#Welcome2026#', 'COMMON'],
  ['W3lc0me!!', 'COMMON'],
  ['Pr1nc3ss#9', 'COMMON'],
  ['Sup3rm@n77', 'COMMON'],
  ['Tru5tn0!1!', 'COMMON'],
  ['M4ster#123', 'COMMON'],
  ['2024Baseball!', 'COMMON'],
  ['Sh@d0w2025', 'COMMON'],
  ['drowssaP1!', 'COMMON'], // reversed
  ['Pass#word99', 'COMMON'], // a symbol inside
  ['PasswordPassword1!', 'COMMON'], // a listed word twice
  // keyboard walks, sequences, repeats
  ['qwer1234!', 'COMMON'],
  ['Qwer!234', 'PATTERN'], // 8 characters: the contract refuses it first, the pattern would too
  ['1qaz2wsx!', 'COMMON'],
  ['!QAZ2wsx3edc', 'PATTERN'],
  ['Asdf1234!', 'PATTERN'],
  ['Zxcvbnm1!', 'PATTERN'],
  ['Asdfghjkl;123', 'PATTERN'],
  ['Abcd1234!@#$', 'PATTERN'],
  ['Aa123456!', 'PATTERN'],
  ['Qwertasdfgzxcvb1', 'PATTERN'],
  ['987654321Zyx!', 'PATTERN'],
  ['aaaa1111!!!!Bb', 'PATTERN'],
  ['abc!abc!abc!', 'PATTERN'],
  ['1234567890abcdef', 'PATTERN'],
  ['Poiuytrewq!1', 'PATTERN'],
  // Korean words typed with the keyboard in English mode, and in Hangul
  ['Tkfkdgo1!', 'COMMON'], // 사랑해
  ['dkssud123!', 'COMMON'], // 안녕
  ['Dkssudgktpdy!1', 'COMMON'], // 안녕하세요
  ['qkqh1234!', 'COMMON'], // 바보
  ['eogksalsrnr1!', 'COMMON'], // 대한민국
  ['qlalfqjsgh12!', 'COMMON'], // 비밀번호
  ['사랑해사랑해사랑해2026!', 'COMMON'],
  // the member's own values
  ['ghdrlfehd19850315!', 'PERSONAL'], // 홍길동 + birth date
  ['Rlfehd0315!!', 'PERSONAL'], // 길동 + MMDD
  ['72839416Hong!', 'PERSONAL'],
  ['Hong2026!850315', 'PERSONAL'], // id without its digits + YYMMDD
  ['홍길동19850315!!', 'PERSONAL'],
];

/** Passphrases and random passwords: every one must pass (for the same member). */
const ACCEPTED = [
  // (Sandbox#2026 and Seoul#Legal2026 were here: the service's words are refused since issue 31, member-password-strength.test.ts)
  'Quiet#Harbor2026',
  'Violet#Ferry2027',
  'Amber#Canyon2028',
  'Cobalt!Heron58',
  'Wrong#Pass99',
  'correct-horse-battery-staple',
  'Tr0ub4dor&3',
  'x7#Kp2!mQz',
  'vT9$wq4Lz!8e',
  'N8&fR2kq#Yz3',
  'quiet-lantern-river-47',
  'BlueCactus!Ferry9',
  'mango_tiger_piano_cloud',
  '7Orchid$Harbor',
  'Haneul#Badaro83', // romanised Korean, not a listed value
  '바다와나비의노래는언제나파랗다',
  '오늘도법률상담을잘받았습니다!',
  'Pw!k3j9x27a', // the browser suite's generated passwords look like this
  'Gimbap&Coffee42',
  'Zl!4mOq#r8Vt',
  'Plum7#Violin#Rain',
  'umbrella.giraffe.sofa.21',
];

describe('new passwords: dressed-up common values, patterns and own values (NIST SP 800-63B block list)', () => {
  it('compares with the breached-password list of @zxcvbn-ts/language-common and the Korean words as 2-벌식 keys and romanised', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(40_000);
    expect(COMMON_PASSWORDS.has('p@ssw0rd')).toBe(true);
    expect(hangulToKeys('사랑해')).toBe('tkfkdgo');
    expect(hangulToKeys('안녕하세요')).toBe('dkssudgktpdy');
    expect(BLOCKED_PASSWORDS.has('tkfkdgo')).toBe(true);
    expect(BLOCKED_PASSWORDS.has('saranghae')).toBe(true);
    expect(patternRuns('1q2w3e4r!')).toBe(2);
  });

  it.each(REFUSED)('refuses %s (%s)', (password, reason) => {
    const problem = newPasswordProblem(password, ME);
    expect(problem, password).not.toBeNull();
    if (passwordProblem(password, ME.loginId)) return; // already refused by the contract's shape rule
    // a walk may be a listed value too (qwerty123, 1qaz2wsx, abc123456 in the breached list): both answers say "흔히 쓰이는 …"
    const got = guessableReason(password, ME, BLOCKED_PASSWORDS);
    const kind = (r: string | null) => (r === 'PATTERN' ? 'COMMON' : r);
    expect(reason === 'PERSONAL' ? got : got === 'PERSONAL' ? got : kind(got), password).toBe(kind(reason));
    expect(problem).toMatch(/^흔히 쓰이는 비밀번호와 비슷합니다\. .*입력해 주세요\.$/);
  });

  it('has at least 40 refused and 20 accepted cases', () => {
    expect(REFUSED.length).toBeGreaterThanOrEqual(40);
    expect(ACCEPTED.length).toBeGreaterThanOrEqual(20);
  });

  it.each(ACCEPTED)('accepts %s', (password) => {
    expect(newPasswordProblem(password, ME)).toBeNull();
    expect(newPasswordProblem(password, { loginId: 'sandboxmember', name: '김샌드', birthDate: '19800101', mobileNo: '01012345678' })).toBeNull();
  });

  it('refuses a value only for the member it belongs to', () => {
    expect(newPasswordProblem('Rlfehd#72839416', ME)).not.toBeNull(); // 길동 as keys + the phone number
    expect(newPasswordProblem('Rlfehd#72839416', { loginId: 'other01', name: '김철수', birthDate: '19900101', mobileNo: '01011112222' })).toBeNull();
  });

  it('still refuses the shape problems of the contract first', () => {
    expect(newPasswordProblem('short1!', ME)).toContain('9자');
    expect(newPasswordProblem('hong2026Abc!#', ME)).toContain('아이디');
  });
});
