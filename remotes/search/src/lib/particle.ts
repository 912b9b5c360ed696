/** 을 after a closed syllable, 를 after an open one; 을(를) after anything that is not a Hangul syllable. */
export function objectParticle(word: string): string {
  const last = word.trim().slice(-1);
  const code = last.charCodeAt(0) - 0xac00;
  if (!(code >= 0 && code <= 11171)) return '을(를)';
  return code % 28 === 0 ? '를' : '을';
}
