// The passwords the browser tests sign up and change to. No imports: the server's strength test
// (server/test/member-password-strength.test.ts) imports this generator and checks what it makes.

const LETTERS = 'bcdfghjkmnpqrstvwxz'; // no vowels: no dictionary word can form
const DIGITS = '23456789';
/** n different characters of `from`, in random order. */
function draw(from: string, n: number): string[] {
  const left = [...from];
  return Array.from({ length: n }, () => left.splice(Math.floor(Math.random() * left.length), 1)[0]!);
}

/**
 * Pw! + four different consonants each before a different digit + 7a (e.g. Pw!k4t9m2x57a): unique
 * enough for parallel tests (19·18·17·16 · 8·7·6·5 ≈ 157 million), and never a run, a repeat or a word,
 * which the sign-up rule refuses (a base-36 suffix made "…7777a" or "aaaa" about once in 10 000). With
 * three pairs the weakest of 20 000 was 10^8.6 guesses, just over the rule's 10^8; a fourth pair adds
 * about two orders.
 */
export function newPassword(): string {
  const [letters, digits] = [draw(LETTERS, 4), draw(DIGITS, 4)];
  return `Pw!${letters.map((l, i) => l + digits[i]).join('')}7a`;
}
