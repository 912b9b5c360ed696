/** 이 or 가 after a Korean word (by its last syllable's final consonant). */
export function subjectParticle(word: string): '이' | '가' {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code <= 11171 && code % 28 !== 0 ? '이' : '가';
}
