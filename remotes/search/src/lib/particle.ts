/** 으로 after a closed syllable (but ㄹ), 로 after an open one or ㄹ; (으)로 after anything else. */
export function directionParticle(word: string): string {
  const code = word.trim().slice(-1).charCodeAt(0) - 0xac00;
  if (!(code >= 0 && code <= 11171)) return '(으)로';
  return code % 28 === 0 || code % 28 === 8 ? '로' : '으로';
}

/** 을 after a closed syllable, 를 after an open one; 을(를) after anything that is not a Hangul syllable. */
export function objectParticle(word: string): string {
  const last = word.trim().slice(-1);
  const code = last.charCodeAt(0) - 0xac00;
  if (!(code >= 0 && code <= 11171)) return '을(를)';
  return code % 28 === 0 ? '를' : '을';
}
