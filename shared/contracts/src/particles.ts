// Korean particles after a word, by its last syllable's final consonant (받침), for sentences built
// around a name not known in advance: the pages' (a law's name, a field's label) and the validation
// messages of the contracts (textField: 제목을, 주소를).

/**
 * The last syllable's index among the Hangul syllables (가 = 0), or null for anything else. A closing
 * note in brackets is read past, as it is read aloud: 상대방 이름(상호) ends in 호.
 */
function lastSyllable(word: string): number | null {
  const code = word.trim().replace(/\)+$/, '').slice(-1).charCodeAt(0) - 0xac00;
  return code >= 0 && code <= 11171 ? code : null;
}

/** 이 after a closed syllable, 가 after an open one (or anything that is not a Hangul syllable). */
export function subjectParticle(word: string): '이' | '가' {
  const code = lastSyllable(word);
  return code !== null && code % 28 !== 0 ? '이' : '가';
}

/** 을 after a closed syllable, 를 after an open one; 을(를) after anything that is not a Hangul syllable. */
export function objectParticle(word: string): string {
  const code = lastSyllable(word);
  if (code === null) return '을(를)';
  return code % 28 === 0 ? '를' : '을';
}

/** 은 after a closed syllable, 는 after an open one; 은(는) after anything that is not a Hangul syllable. */
export function topicParticle(word: string): string {
  const code = lastSyllable(word);
  if (code === null) return '은(는)';
  return code % 28 === 0 ? '는' : '은';
}

/** 으로 after a closed syllable (but ㄹ), 로 after an open one or ㄹ; (으)로 after anything else. */
export function directionParticle(word: string): string {
  const code = lastSyllable(word);
  if (code === null) return '(으)로';
  return code % 28 === 0 || code % 28 === 8 ? '로' : '으로';
}
