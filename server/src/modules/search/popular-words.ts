// Which searches 인기 검색어 may count and show (issue 31): short keywords only. A search is personal
// data when it describes someone's situation ("남편이 바람을 피워서 이혼하고 위자료 받고 싶어요") or
// names them (a phone number, an e-mail, a 주민등록번호); markup would be shown to every visitor. An
// allow-list, so a new spelling of those falls outside it rather than through a gap in a deny-list.
import { isVerbForm } from '../../kernel/search/korean';

const POPULAR_MAX_CHARS = 12;
const POPULAR_MAX_WORDS = 3;
/** More digits than a year or an article number: a phone, account, resident or case number. */
const MAX_DIGITS = 4;

/** Hangul syllables, Latin letters, digits and single spaces: no markup, @, dots, dashes, ?, !. */
const KEYWORD = /^[가-힣a-z0-9]+(?: [가-힣a-z0-9]+)*$/;
/** Digits spelt in Hangul (공일공 일이삼사 오육칠팔): six in a row. */
const HANGUL_DIGITS = /[공영빵일이삼사오육륙칠팔구]{6}/;
/** An e-mail address spelt out (hong 골뱅이 naver, gildong naver com). */
const MAIL_WORDS = /골뱅이|닷컴|닷넷|쩜컴|점컴|(?:^| )(?:com|net|kr|co|org|gmail|naver|daum|hanmail|kakao|nate|hotmail|outlook)(?: |$)/;
/** A sentence's ending (해요체, 합쇼체, questions, statements, wishes). */
const SENTENCE_END = /(?:요|니다|까|죠|냐|니|줘|(?:했|싶|있|없|한|된|겠|았|었|였|졌)다)$/;

/**
 * The form a search is counted and shown in (NFKC, lower case, spaces collapsed), or null when it is
 * not a short keyword: longer than POPULAR_MAX_CHARS or POPULAR_MAX_WORDS words, anything but Hangul,
 * Latin letters and digits, more than MAX_DIGITS digits, digits spelt in Hangul, an e-mail spelt out,
 * a sentence ending or a verb form as citizens type it.
 */
export function popularForm(q: string): string | null {
  // NFKC: full-width letters, digits and signs (０１０, ＠, ＜) become the plain ones the rules see
  const text = q.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  if (!text || text.length > POPULAR_MAX_CHARS || !KEYWORD.test(text)) return null;
  const words = text.split(' ');
  if (words.length > POPULAR_MAX_WORDS) return null;
  if ((text.match(/\d/g) ?? []).length > MAX_DIGITS) return null;
  if (HANGUL_DIGITS.test(text.replaceAll(' ', '')) || MAIL_WORDS.test(text)) return null;
  if (text.includes('싶') || words.some((w) => SENTENCE_END.test(w) || isVerbForm(w))) return null;
  return text;
}

/** A block word as it is matched: the popular form's letters without spaces (any spacing, any case). */
export const blockKey = (word: string) => word.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
