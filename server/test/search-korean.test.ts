// The Korean analysis both sides of a search share, the synonym matching and the marked snippets.
import { describe, expect, it } from 'vitest';
import { weightedLexemes } from '../src/kernel/search/indexer';
import { asksQuantity, choseongOf, countWords, docLexemes, isChoseongOnly, isVerbForm, jamoKey, queryWord, queryWords, withWeight } from '../src/kernel/search/korean';
import { termsOf } from '../src/kernel/search/terms';
import { markText, snippetOf } from '../src/kernel/search/snippet';
import { synonymSet } from '../src/kernel/search/synonyms';
import { CITED_LIFT, liftCited } from '../src/kernel/search/citations';

describe('Korean lexemes', () => {
  it('strips particles and endings so "보증금을" and "보증금" meet, and keeps bigrams of every run', () => {
    const doc = docLexemes('임차인은 보증금을 돌려받을 때까지 임차권등기명령을 신청할 수 있다.');
    expect(doc).toEqual(expect.arrayContaining(['보증금', '임차인', '보증', '증금', '임차', '차권', '등기', '명령']));
    expect(queryWords('집주인이 보증금을 안 돌려줘요')).toEqual(['집주인', '보증금', '돌려']);
    // every bigram of a query word is a lexeme of the glued compound
    const q = queryWord('임차권등기명령');
    expect(q.tsquery).toContain("'임차' & '차권'");
    for (const b of ['임차', '차권', '권등', '등기', '기명', '명령']) expect(doc).toContain(b);
  });

  it('keeps two-syllable words whole and never strips a word below two syllables', () => {
    expect(queryWords('체불')).toEqual(['체불']);
    expect(queryWords('이혼')).toEqual(['이혼']);
    expect(queryWord('체불').tsquery).toBe("'체불'");
    expect(queryWords('빚을 갚을 수 없어요')).toContain('빚을');
  });

  it('keeps article and case numbers whole, Latin and digits lower-cased', () => {
    expect(docLexemes('주택임대차보호법 제3조의2(보증금의 회수)')).toEqual(expect.arrayContaining(['제3조의2', '3', '2', '주택임대차보호법', '보증금']));
    expect(docLexemes('대법원 2019다12345 판결')).toEqual(expect.arrayContaining(['2019다12345', '2019', '12345']));
    expect(queryWords('KLAC 132번')).toEqual(['klac', '132', '번']);
  });

  it("tells a question's verb forms from its nouns", () => {
    for (const w of ['받았', '넘어갔', '빌려줬', '받으면', '많은데', '돌려', '안줘', '못하']) expect(isVerbForm(w), w).toBe(true);
    for (const w of ['피해', '손해', '급여', '사고', '신고', '가게', '안내', '계약서', '보증금', '재해']) expect(isVerbForm(w), w).toBe(false);
  });

  it("indexes a statute article's law name as meta and its heading as title", () => {
    const { a, b } = weightedLexemes({ title: '민법 제837조(이혼과 자의 양육책임)', titleOwn: '제837조 이혼과 자의 양육책임', titleContext: '민법', meta: '법률', body: '' });
    expect(a).toEqual(expect.arrayContaining(['제837조', '양육책임', '이혼']));
    expect(a).not.toContain('민법');
    expect(b).toContain('민법');
  });

  it('drops question words unless nothing else is left', () => {
    expect(queryWords('어떻게 해야 하나요 퇴직금')).toEqual(['퇴직금']);
    expect(queryWords('어떻게')).toEqual(['어떻게']);
  });

  it('tells a question for a period, limit or amount, and searches its count lightly (issue 32)', () => {
    expect(queryWords('연차 며칠 줘야 하나요')).toEqual(['연차', '줘야']);
    expect(asksQuantity('퇴직금 언제까지 줘야 하나요')).toBe(true);
    expect(asksQuantity('월세 두 달 밀리면 쫓겨나나요')).toBe(true);
    expect(asksQuantity('그만둔 지 2주 넘었는데')).toBe(true);
    expect(asksQuantity('집주인이 보증금을 안 돌려줘요')).toBe(false);
    expect([...countWords('밀린 월급 3년 지나면, 세 번 밀렸는데')]).toEqual(['3', '년', '세', '번']);
    const { terms } = termsOf('밀린 월급 3년 지나면', new Set(), synonymSet([]));
    expect(terms.filter((t) => t.role === 'verb').map((t) => t.label)).toEqual(['3', '년']);
  });

  it('restricts a tsquery to a weight without touching its operators', () => {
    expect(withWeight("('보증금' | ('보증' & '증금'))", 'A')).toBe("('보증금':A | ('보증':A & '증금':A))");
  });

  it('spells words jamo by jamo so a one-jamo typo stays close, and finds 초성', () => {
    expect(jamoKey('보증금')).toBe('bojeunggeum');
    expect(jamoKey('보즘금')).toBe('bojeumgeum');
    expect(choseongOf('임차권 등기명령')).toBe('ㅇㅊㄱㄷㄱㅁㄹ');
    expect(isChoseongOnly('ㅇㅊ ㄱ')).toBe(true);
    expect(isChoseongOnly('임ㅊ')).toBe(false);
  });
});

describe('synonyms', () => {
  const set = synonymSet([
    ['월급 못 받음', '밀린 월급', '임금체불'],
    ['전세 보증금', '임차보증금'],
    ['아이 양육비', '양육비'],
  ]);
  it('expands a phrase found in the query (verb forms matched by stem) to the other phrases', () => {
    expect(set.expansionsOf('월급을 못 받았어요').map((e) => e.phrase)).toEqual(['밀린 월급', '임금체불']);
    expect(set.expansionsOf('월급을 못 받았어요')[0]!.covers).toBe(2);
    expect(set.expansionsOf('전세보증금 돌려받기').map((e) => e.phrase)).toEqual(['임차보증금']);
  });
  it('takes the groups found in turn, so one long group cannot fill every place', () => {
    const two = synonymSet([
      ['월급 못 받음', '밀린 월급', '임금체불', '체불임금', '급여 미지급'],
      ['회사가 망해', '회사 폐업', '도산'],
    ]);
    expect(two.expansionsOf('회사가 망해서 월급을 못 받음').map((e) => e.phrase).slice(0, 4)).toEqual(['밀린 월급', '회사 폐업', '임금체불', '도산']);
  });
  it('adds nothing that only repeats the query and nothing for unrelated words', () => {
    expect(set.expansionsOf('양육비')).toEqual([]);
    expect(set.expansionsOf('교통사고')).toEqual([]);
  });
});

describe('marked text', () => {
  it('escapes everything and marks only the matched words', () => {
    expect(markText('<script>alert("보증금")</script> & 보증금', ['보증금'])).toBe(
      '&lt;script&gt;alert(&quot;<mark>보증금</mark>&quot;)&lt;/script&gt; &amp; <mark>보증금</mark>',
    );
    expect(markText('임금을 체불한 사용자', ['임금체불'])).toBe('<mark>임금</mark>을 <mark>체불</mark>한 사용자');
  });
  it('cuts long bodies around the most matches with …', () => {
    const body = `${'가'.repeat(300)} 보증금 반환 ${'나'.repeat(300)}`;
    const s = snippetOf(body, ['보증금', '반환']);
    expect(s.startsWith('… ')).toBe(true);
    expect(s.endsWith(' …')).toBe(true);
    expect(s).toContain('<mark>보증금</mark> <mark>반환</mark>');
  });
});

describe('the citation lift', () => {
  const links = new Map([
    ['아이를 누가 키우나요', ['대법원 2009므1458']],
    ['대법원 2009므1458', ['아이를 누가 키우나요', '민법 제837조']],
    ['민법 제837조', ['대법원 2009므1458']],
  ]);
  it('lifts a decision a well-matched case cites above an unlinked item, one step only', () => {
    const rows = [
      { ref: '아이를 누가 키우나요', score: 20 },
      { ref: '가사소송법 제25조', score: 12 },
      { ref: '대법원 2009므1458', score: 8 },
      { ref: '민법 제837조', score: 1 },
    ];
    const out = liftCited(rows, links);
    expect(out.map((r) => r.ref)).toEqual(['아이를 누가 키우나요', '대법원 2009므1458', '가사소송법 제25조', '민법 제837조']);
    expect(out.find((r) => r.ref === '대법원 2009므1458')!.score).toBe(8 + CITED_LIFT * 20);
    // the article is lifted by the decision's own score, not by the decision's lifted one
    expect(out.find((r) => r.ref === '민법 제837조')!.score).toBe(1 + CITED_LIFT * 8);
  });
  it('lifts nothing by items the query did not match', () => {
    const out = liftCited([{ ref: '대법원 2009므1458', score: 5 }], links);
    expect(out).toEqual([{ ref: '대법원 2009므1458', score: 5 }]);
  });
});
