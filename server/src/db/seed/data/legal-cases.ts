// 법률상담사례 (DISCUSSION) and 법률구조사례 (LEGALAID), written for this portal in plain Korean.
// Every case rests on decisions of precedents_legal_aid.json (caseNo exactly as written there) and
// cites articles of the statute data in force (law names as their meta 제목); the legal-content test
// checks both. 법률구조사례 retell only what the decision itself says (facts, holding) and say so.
//
// The cases themselves are data: legal-cases.json, one entry a case, its answer as paragraphs. The
// closing paragraph every case ends with is written once here: 상담사례 close with where help is,
// 법률구조사례 with what the text is (the entry's `decision`) and where help is.
import { z } from 'zod';
import { CASE_BOARDS, LEGAL_TOPICS } from '@portal/contracts';
import type { LegalCaseSeed } from './legal-types';
import casesJson from './legal-cases.json';

/** The closing paragraph of every 법률구조사례: what the text is and where help is. */
const decisionNote = (decision: string) =>
  `이 글은 ${decision}을 쉬운 말로 요약한 것입니다. 판결문에 없는 사실은 보태지 않았고, 당사자가 법률구조를 받았는지는 판결문만으로는 알 수 없습니다. ` +
  '비슷한 일로 소송을 준비한다면 국번 없이 132(대한법률구조공단)에 전화하거나 이 플랫폼에서 상담을 예약해 법률구조 대상인지 확인해 보세요.';

const help132 =
  '혼자 판단하기 어렵다면 국번 없이 132(대한법률구조공단)로 전화하거나 이 플랫폼에서 상담을 예약하세요. 소득과 재산 기준에 맞으면 소송까지 무료 또는 적은 비용으로 법률구조를 받을 수 있습니다.';

/** An entry of legal-cases.json: a LegalCaseSeed whose answer is its paragraphs before the closing one. */
const CaseEntry = z
  .object({
    caseId: z.string(),
    board: z.enum(CASE_BOARDS),
    category: z.enum(LEGAL_TOPICS),
    title: z.string(),
    question: z.string(),
    answer: z.array(z.string()).min(1),
    /** 법률구조사례 only: the decision it retells, as the closing paragraph names it. */
    decision: z.string().optional(),
    precedents: z.array(z.string()),
    articles: z.array(z.string()),
    writtenOn: z.string(),
  })
  .strict()
  .refine((c) => (c.board === 'LEGALAID') === (c.decision !== undefined), { message: 'a 법률구조사례 names its decision, a 법률상담사례 none' });

export const legalCaseSeeds: LegalCaseSeed[] = z
  .array(CaseEntry)
  .parse(casesJson)
  .map(({ answer, decision, ...c }) => ({
    caseId: c.caseId,
    board: c.board,
    category: c.category,
    title: c.title,
    question: c.question,
    answer: [...answer, decision === undefined ? help132 : decisionNote(decision)].join('\n\n'),
    precedents: c.precedents,
    articles: c.articles,
    writtenOn: c.writtenOn,
  }));
