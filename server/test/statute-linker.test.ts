// The statute text linker (issue 18): which article references become links, to which law and
// article. Pure functions over a small set of held laws: no database.
import { describe, expect, it } from 'vitest';
import type { LinkedText } from '@portal/contracts';
import { linkArticles, linkedArticles, splitLinked, type LinkContext } from '../src/modules/statute/linker';

const articles = new Map<string, Set<string>>([
  ['민법', new Set(['2', '162', '163', '393', '428의2', '536', '618', '621', '623', '750', '751', '763', '1117'])],
  ['주택임대차보호법', new Set(['1', '2', '3', '3의2', '3의3', '4', '8', '10', '11', '12'])],
  ['상가건물 임대차보호법', new Set(['9', '10', '10의4'])],
  ['근로기준법', new Set(['2', '3', '14', '18', '22', '23', '24', '34', '50', '69'])],
  ['근로기준법 시행령', new Set(['6'])],
  ['근로자퇴직급여 보장법', new Set(['4', '8'])],
  ['채무자 회생 및 파산에 관한 법률', new Set(['2', '566'])],
  ['민사소송법', new Set(['28', '55', '58', '62'])],
  ['민사집행법', new Set(['286', '288', '290', '291', '293'])],
]);
const ctx = (self?: string): LinkContext => ({ articles, self });
/** The links of a text as 'law jo' strings, in order. */
const links = (text: string, c: LinkContext = ctx()) => linkedPieces(linkArticles(text, c));
const linkedPieces = (pieces: LinkedText) => pieces.filter((p) => p.law).map((p) => `${p.law} ${p.jo}`);

describe('linkArticles', () => {
  it('keeps the text whole: the pieces joined are the input', () => {
    for (const text of ['「민법」 제621조에 따라', '민법 제162조, 제163조', '링크 없음', '', '구 근로기준법(1997. 3. 13.) 제22조(현행 제24조 참조)']) {
      expect(linkArticles(text, ctx()).map((p) => p.text).join('')).toBe(text);
    }
  });

  it('links 「민법」 제621조 and 민법 제621조 with the article piece as the link text', () => {
    expect(linkArticles('「민법」 제621조에 따른 등기', ctx())).toEqual([
      { text: '「민법」 ' },
      { text: '제621조', law: '민법', jo: '621' },
      { text: '에 따른 등기' },
    ]);
    expect(links('민법 제621조')).toEqual(['민법 621']);
  });

  it('finds a held law whatever its spacing: 상가건물임대차보호법 = 「상가건물 임대차보호법」', () => {
    expect(links('상가건물임대차보호법 제10조의4')).toEqual(['상가건물 임대차보호법 10의4']);
    expect(links('「상가건물 임대차보호법」 제9조')).toEqual(['상가건물 임대차보호법 9']);
  });

  it('reads 제3조제1항, 제3조 제1항 제2호 and 제3조의2 as one reference to the article', () => {
    expect(linkArticles('주택임대차보호법 제3조제1항에', ctx())[1]).toEqual({ text: '제3조제1항', law: '주택임대차보호법', jo: '3' });
    expect(linkArticles('주택임대차보호법 제3조 제1항 제2호', ctx())[1]).toEqual({ text: '제3조 제1항 제2호', law: '주택임대차보호법', jo: '3' });
    expect(links('주택임대차보호법 제3조의2 제2항')).toEqual(['주택임대차보호법 3의2']);
  });

  it('links 제10조부터 제12조까지 as one piece to the first article', () => {
    const pieces = linkArticles('주택임대차보호법 제10조부터 제12조까지의 규정', ctx());
    expect(pieces.filter((p) => p.law)).toEqual([{ text: '제10조부터 제12조까지', law: '주택임대차보호법', jo: '10' }]);
  });

  it('carries the law over a list: 민법 제162조, 제163조 … 주택임대차보호법 제4조', () => {
    expect(links('민법 제162조, 제163조, 제536조, 주택임대차보호법 제4조 제2항, 상가건물 임대차보호법 제9조 제2항')).toEqual([
      '민법 162',
      '민법 163',
      '민법 536',
      '주택임대차보호법 4',
      '상가건물 임대차보호법 9',
    ]);
    expect(links('근로기준법 제2조 제1항 제5호, 제6호, 제2항, 제3조')).toEqual(['근로기준법 2', '근로기준법 3']);
  });

  it('keeps the law over "… 중 …에 대한 부분," in a list', () => {
    expect(links('「민사집행법」 제286조, 제290조제2항 중 제288조제1항에 대한 부분, 제291조 및 제293조를 준용한다.', ctx('주택임대차보호법'))).toEqual([
      '민사집행법 286',
      '민사집행법 290',
      '민사집행법 288',
      '민사집행법 291',
      '민사집행법 293',
    ]);
  });

  it('reads 같은 법 and 동법 as the law named last, 이 법 and a bare article as the text’s own law', () => {
    expect(links('「민법」 제621조 및 같은 법 제623조')).toEqual(['민법 621', '민법 623']);
    expect(links('민법 제750조, 동법 제751조')).toEqual(['민법 750', '민법 751']);
    expect(links('이 법 제3조와 제50조, 제69조 본문', ctx('근로기준법'))).toEqual(['근로기준법 3', '근로기준법 50', '근로기준법 69']);
    expect(links('제3조에 따른 기준', ctx('근로기준법'))).toEqual(['근로기준법 3']);
    expect(links('근로기준법 제2조 및 같은 법 시행령 제6조')).toEqual(['근로기준법 2', '근로기준법 시행령 6']);
  });

  it('in a decree reads 법 as its act and 이 영 as itself', () => {
    expect(links('법 제2조제1항제6호에 따른 평균임금, 이 영 제6조', ctx('근로기준법 시행령'))).toEqual(['근로기준법 2', '근로기준법 시행령 6']);
  });

  it('does not link articles of laws the portal does not hold, nor lend them the previous law', () => {
    expect(links('헌법 제32조 제1항, 제3항, 근로기준법 제2조')).toEqual(['근로기준법 2']);
    expect(links('형법 제347조, 형사소송법 제298조')).toEqual([]);
    expect(links('민법 제750조, 상법 제662조, 제663조')).toEqual(['민법 750']);
    expect(links('「산업안전보건법」 제139조제1항', ctx('근로기준법'))).toEqual([]);
    // a held act followed by a decree the portal does not hold
    expect(links('산업재해보상보험법 시행규칙 제35조, 근로기준법 시행규칙 제2조')).toEqual([]);
    expect(links('보증인 보호를 위한 특별법 제3조 제1항')).toEqual([]);
  });

  it('does not link an article that the law does not have', () => {
    expect(links('민법 제9999조, 주택임대차보호법 제3조의9')).toEqual([]);
  });

  it('links an old version (구 …) to the current article of the same number', () => {
    expect(links('구 주택임대차보호법(2013. 8. 13. 법률 제12043호로 개정되기 전의 것) 제3조의2 제2항, 제8조')).toEqual([
      '주택임대차보호법 3의2',
      '주택임대차보호법 8',
    ]);
  });

  it('links the current article an old version names instead of the old number', () => {
    expect(links('구 근로기준법(1997. 3. 13. 법률 제5309호로 제정되기 전의 것) 제22조(현행 제24조 참조), 제46조(현행 제55조 참조)')).toEqual([
      '근로기준법 24',
    ]);
    expect(
      links('구 근로기준법(2005. 1. 27. 법률 제7379호로 개정되기 전의 것) 제18조(현행 제2조 제1항 제5호 참조), 제34조 제1항(현행 근로자퇴직급여 보장법 제8조 제1항 참조), 민법 제741조'),
    ).toEqual(['근로기준법 2', '근로자퇴직급여 보장법 8']);
    expect(links('구 보증인 보호를 위한 특별법(2015. 2. 3. 법률 제13125호로 개정되기 전의 것) 제3조 제1항(현행 민법 제428조의2 제1항 참조)')).toEqual([
      '민법 428의2',
    ]);
  });

  it('does not link 부칙 articles or an article marked as deleted', () => {
    expect(
      links('구 파산법(2005. 3. 31. 법률 제7428호 채무자 회생 및 파산에 관한 법률 부칙 제2조로 폐지) 제349조 제6호(현행 채무자 회생 및 파산에 관한 법률 제566조 제7호 참조)'),
    ).toEqual(['채무자 회생 및 파산에 관한 법률 566']);
    expect(links('근로기준법 제14조, 제23조(2006. 12. 21. 법률 제8072호로 삭제), 제34조')).toEqual(['근로기준법 14', '근로기준법 34']);
  });

  it('reads a parenthesised bare article as the law outside: 제763조(제393조)', () => {
    expect(links('민법 제750조 / 나. 제751조, 제763조(제393조)')).toEqual(['민법 750', '민법 751', '민법 763', '민법 393']);
  });

  it('reads a parenthesis right after an article as that article’s law, even in a text of another law', () => {
    expect(links('「민사소송법」 제55조부터 제60조까지(제58조제1항 후단은 제외한다), 제62조를 준용한다. 제28조에 따라', ctx('민사조정법'))).toEqual([
      '민사소송법 55',
      '민사소송법 58',
      '민사소송법 62',
    ]);
  });

  it('carries the law to the next line of 참조조문 (가. 제1117조)', () => {
    expect(links('가.나. 민법 제1115조 / 가. 제1117조 / 다. 제1008조')).toEqual(['민법 1117']);
  });

  it('ignores numbers that are not articles (법률 제5641호, 제3항 alone, 2019다12345)', () => {
    expect(links('법률 제5641호로 개정되기 전의 것, 제3항, 2019다12345', ctx('근로기준법'))).toEqual([]);
  });

  it('survives hostile input without throwing', () => {
    for (const text of ['(((((', ')))))', '「'.repeat(500), '제'.repeat(10_000) + '조', '제1조'.repeat(2000), '\u0000제3조\uD800', '(제1조'.repeat(5000), ')제1조'.repeat(5000), '가'.repeat(50_000) + '법 제1조']) {
      expect(() => linkArticles(text, ctx('민법'))).not.toThrow();
    }
    const long = '민법 제2조, '.repeat(20_000);
    expect(linkedArticles(linkArticles(long, ctx()))).toEqual([{ law: '민법', jo: '2' }]);
  });
});

describe('splitLinked', () => {
  it('splits 참조조문 into its [n] lines with the links kept', () => {
    const lines = splitLinked(linkArticles('[1] 민법 제618조/ [2] 민법 제623조, 제750조\n형법 제1조', ctx()), /\s*\n\s*|\s*\/\s*(?=\[\d+\]|[가-하]\.)/);
    expect(lines.map((l) => l.map((p) => p.text).join(''))).toEqual(['[1] 민법 제618조', '[2] 민법 제623조, 제750조', '형법 제1조']);
    expect(lines.map(linkedPieces)).toEqual([['민법 618'], ['민법 623', '민법 750'], []]);
  });
});
