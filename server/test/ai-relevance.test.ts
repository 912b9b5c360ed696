// Answers a citizen can trust (issue 32): the relevance gate declines questions no source speaks to,
// even when a source shares one of their words; answerable questions are still answered with their
// sources; an off-subject passage in any model's draft is dropped; the sandbox answer reads as guidance.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiAnswer } from '@portal/contracts';
import { FRAMING, ground } from '../src/modules/ai/grounding';
import { coverage, onSubject, PASS_SHARE, subjectOf } from '../src/modules/ai/relevance';
import { sandboxAnswer } from '../src/modules/ai/sandbox';
import type { Source } from '../src/modules/ai/sources';
import { Browser, TestClock, createSandboxApp, type createTestApp } from './helpers';

const clock = new TestClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
let member: Browser;

beforeAll(async () => {
  ({ t, as: { sandboxmember: member } } = await createSandboxApp(clock, '2026-11-29T10:00:00+09:00', ['sandboxmember']));
});
afterAll(() => t?.close());

async function ask(question: string) {
  const res = await member.post('/api/ai/answer', { question }, { headers: { 'idempotency-key': randomBytes(12).toString('hex') } });
  expect(res.statusCode, res.body).toBe(200);
  return AiAnswer.parse(res.json());
}

describe('the relevance gate over the API', () => {
  // the two, then ten written for this test (not the bench's held-out half): each shares a
  // word or two with the statutes, cases or FAQ (양도, 신고, 보험, 추천, 신청, 자격, 등록, 계약 …)
  const outOfScope = [
    '비트코인 양도소득세 신고 방법',
    '제주도 렌터카 보험 추천',
    '전기차 보조금 신청 자격 알려 주세요',
    '넷플릭스 구독 해지 방법',
    '아이폰 파손 보험 가입 추천',
    '해외 주식 배당금 세금 신고 방법',
    '골프장 회원권 시세 비교',
    '포장이사 업체 추천해 주세요',
    '강아지 미용 자격증 따는 방법',
    '가상화폐 거래소 계좌 등록 방법',
    '여권 재발급 신청 준비물',
    '치아 임플란트 보험 적용 나이',
  ];
  it.each(outOfScope)('declines "%s" and hands over to people, citing nothing', async (question) => {
    const a = await ask(question);
    expect(a.noAnswer, a.answer).toBe(true);
    expect(a.citations).toEqual([]);
    expect(a.handoff).toMatchObject({ reason: 'NO_SOURCE', question });
    expect(a.answer).toMatch(/찾지 못해/);
  });

  const answerable = ['임대차 계약 끝났는데 보증금 반환 안 해줘요', '상속포기 신청 기간', '퇴직금 계산 방법', '이혼할 때 재산분할 비율', '월급을 석 달째 못 받고 있어요'];
  it.each(answerable)('still answers "%s" with cited sources, plain sentences before the law', async (question) => {
    const a = await ask(question);
    expect(a.noAnswer, question).toBe(false);
    expect(a.citations.length).toBeGreaterThan(0);
    const lines = a.answer.split('\n');
    const kindOf = (line: string) => a.citations.find((c) => line.endsWith(`[${c.n}]`))?.kind;
    const legal = (line: string) => ['statute', 'precedent'].includes(kindOf(line) ?? '');
    for (const line of lines) {
      expect(FRAMING.includes(line) || /\[\d+\]$/.test(line), line).toBe(true);
      // an article never stands bare as "① 법원은 …": it is named, and comes after the plain sentences
      expect(line, line).not.toMatch(/^[①-⑳]/);
      if (legal(line)) expect(a.citations.some((c) => line.startsWith(`${c.title}: `)), line).toBe(true);
    }
    const firstLegal = lines.findIndex(legal);
    if (firstLegal >= 0) expect(lines.slice(firstLegal).some((l) => !legal(l) && !FRAMING.includes(l)), a.answer).toBe(false);
  });
});

describe("the gate's rule", () => {
  it('fails a source sharing only a generic word with the question and passes one holding its rare, topical words', async () => {
    const subject = await subjectOf(t.database.db, '비트코인 양도소득세 신고 방법');
    const generic = '상속재산의 목록을 작성하여 법원에 신고하는 방법은 다음과 같습니다.';
    const topical = '비트코인을 팔아 생긴 이익의 양도소득세는 다음 해 5월에 신고합니다.';
    expect(coverage(subject, generic)).toBeLessThan(0.1);
    expect(onSubject(subject, generic)).toBe(false);
    expect(onSubject(subject, topical)).toBe(true);
    // a word no item holds weighs the most, a generic word of asking the least
    const weight = (w: string) => subject.words.find((x) => x.word === w)!.weight;
    expect(weight('비트코인')).toBeGreaterThan(weight('신고') * 4);
  });

  it('passes a source holding the topical words even when the question adds a word the index lacks', async () => {
    const subject = await subjectOf(t.database.db, '단톡방에서 저를 험담했는데 명예훼손이 되나요?');
    expect(coverage(subject, '여러 사람이 볼 수 있는 대화방에서 험담을 하면 명예훼손이 될 수 있습니다.')).toBeGreaterThanOrEqual(PASS_SHARE);
    expect(onSubject(subject, '단체 대화방에 올린 글은 여러 사람이 봅니다.')).toBe(false);
  });
});

describe("the same gate over any model's draft", () => {
  const sources: Source[] = [
    {
      n: 1,
      ref: '근로기준법 제36조',
      kind: 'statute',
      title: '근로기준법 제36조(금품 청산)',
      url: '/law',
      text: '사용자는 근로자가 사망 또는 퇴직한 경우에는 그 지급 사유가 발생한 때부터 14일 이내에 임금, 보상금, 그 밖의 모든 금품을 지급하여야 한다. 근로자의 신고 방법은 고용노동부령으로 정한다.',
      passage: '사용자는 근로자가 사망 또는 퇴직한 경우에는 그 지급 사유가 발생한 때부터 14일 이내에 임금, 보상금, 그 밖의 모든 금품을 지급하여야 한다. 근로자의 신고 방법은 고용노동부령으로 정한다.',
    },
  ];
  const question = '퇴직 임금 금품 지급 기한과 신고 방법';
  it('drops a sentence whose cited source does not speak to the question, like an unsupported one', async () => {
    const subject = await subjectOf(t.database.db, question);
    const draft = {
      answer: ['퇴직하면 14일 이내에 임금과 모든 금품을 받아야 합니다. [1]', '근로자의 신고 방법은 고용노동부령으로 정합니다. [2]'].join('\n'),
      citations: [
        { n: 1, quote: '사용자는 근로자가 사망 또는 퇴직한 경우에는 그 지급 사유가 발생한 때부터 14일 이내에 임금, 보상금, 그 밖의 모든 금품을 지급하여야 한다.' },
        { n: 2, quote: '근로자의 신고 방법은 고용노동부령으로 정한다.' },
      ],
    };
    // shares 신고 and 방법 with the question, and nothing of its subject
    const offSubject: Source = { n: 2, ref: '다른 조문', kind: 'statute', title: '어느 법 제9조(신고)', url: '/law', text: '근로자의 신고 방법은 고용노동부령으로 정한다.', passage: '근로자의 신고 방법은 고용노동부령으로 정한다.' };
    const r = ground(draft, [...sources, offSubject], subject);
    expect(r.answer).toBe('퇴직하면 14일 이내에 임금과 모든 금품을 받아야 합니다. [1]');
    expect(r.dropped).toBe(1);
    // without the subject (the old check) the off-subject passage was kept
    expect(ground(draft, [...sources, offSubject]).dropped).toBe(0);
  });

  it('introduces an article with one framing sentence when no plain sentence answers, and keeps it', async () => {
    const draft = sandboxAnswer(question, sources);
    const lines = draft.answer.split('\n');
    expect(lines[0]).toBe(FRAMING[0]);
    expect(lines[1]).toMatch(/^근로기준법 제36조\(금품 청산\): 사용자는 .* \[1\]$/);
    const r = ground(draft, sources, await subjectOf(t.database.db, question));
    expect(r.answer.split('\n')).toEqual(lines);
    expect(r.dropped).toBe(0);
  });
});
