import { z } from 'zod';
import type { SurveyArea } from '@portal/contracts';
import pageSatisfactionJson from './page-satisfaction.json';

export interface SurveySeed {
  surveyId: string;
  title: string;
  description: string;
  startsOn: string;
  endsOn: string;
  /** Months (KST) of the seeded answer history and how many answers each. */
  history: Record<string, number>;
  questions: { questionId: string; area: SurveyArea; text: string; /** typical score 1..5 of the seeded answers */ mean: number }[];
}

const PORTAL_PURPOSE = '법률구조 플랫폼을 더 쓰기 쉽게 고치려고 이용하신 경험을 여쭙니다. 응답은 익명으로 통계에만 쓰입니다.';

/** The question sets, in order: [set, questionId, area, text, typical score 1..5 of the seeded answers]. */
const QUESTION_ROWS: [set: string, questionId: string, area: SurveyArea, text: string, mean: number][] = [
  ['2026-1', 'Q1', 'PORTAL', '원하는 메뉴와 정보를 쉽게 찾을 수 있었습니까?', 3.5],
  ['2026-1', 'Q2', 'PORTAL', '휴대전화에서도 화면을 불편 없이 이용할 수 있었습니까?', 3.4],
  ['2026-1', 'Q3', 'CONSULT', '법률상담 예약 절차가 알기 쉬웠습니까?', 3.9],
  ['2026-1', 'Q4', 'CONSULT', '상담 내용이 문제를 해결하는 데 도움이 되었습니까?', 4.1],
  ['2026-1', 'Q5', 'LEGAL_AID', '법률구조 신청서 작성과 서류 제출이 쉬웠습니까?', 3.2],
  ['2026-1', 'Q6', 'LEGAL_AID', '법률구조 신청 뒤 결과를 기다린 기간에 만족하십니까?', 2.8],
  ['2026-1', 'Q7', 'INFO', '법령·판례 등 법률정보가 이해하기 쉬웠습니까?', 3.7],
  ['2026-2', 'Q1', 'PORTAL', '원하는 메뉴와 정보를 쉽게 찾을 수 있었습니까?', 3.8],
  ['2026-2', 'Q2', 'PORTAL', '글자 크기, 화면 확대 등 이용 편의 기능에 만족하십니까?', 3.9],
  ['2026-2', 'Q3', 'CONSULT', '방문·전화·화상 상담 예약 절차가 알기 쉬웠습니까?', 4.1],
  ['2026-2', 'Q4', 'CONSULT', '사이버상담 답변이 충분하고 이해하기 쉬웠습니까?', 4.0],
  ['2026-2', 'Q5', 'LEGAL_AID', '법률구조 신청 절차와 필요한 서류 안내가 충분했습니까?', 3.4],
  ['2026-2', 'Q6', 'LEGAL_AID', '법률구조 신청 뒤 진행 상황을 알기 쉬웠습니까?', 3.1],
  ['2026-2', 'Q7', 'INFO', '통합검색으로 필요한 법률정보를 찾을 수 있었습니까?', 3.7],
  ['2026-2', 'Q8', 'INFO', '생활법령 등 안내 글이 실제 문제 해결에 도움이 되었습니까?', 3.9],
  ['C', 'C1', 'CONSULT', '상담 예약부터 상담까지 기다린 기간이 적절했습니까?', 3.6],
  ['C', 'C2', 'CONSULT', '상담자가 내 이야기를 충분히 듣고 친절하게 설명했습니까?', 4.4],
  ['C', 'C3', 'CONSULT', '상담으로 앞으로 무엇을 해야 할지 알게 되었습니까?', 4.2],
  ['C', 'C4', 'LEGAL_AID', '법률구조(소송 지원 등)가 필요할 때의 신청 방법을 안내받았습니까?', 3.8],
  ['C', 'C5', 'INFO', '상담 뒤 받은 자료나 안내 글이 도움이 되었습니까?', 3.9],
  ['C', 'C6', 'PORTAL', '플랫폼에서 상담 예약을 확인·변경하기 쉬웠습니까?', 3.8],
  // 2027: both half-year surveys ask the same, so the halves compare
  ['2027', 'Q1', 'PORTAL', '원하는 메뉴와 정보를 쉽게 찾을 수 있었습니까?', 3.8],
  ['2027', 'Q2', 'PORTAL', '휴대전화에서도 화면을 불편 없이 이용할 수 있었습니까?', 3.8],
  ['2027', 'Q3', 'CONSULT', '법률상담 예약 절차가 알기 쉬웠습니까?', 4],
  ['2027', 'Q4', 'CONSULT', '상담 내용이 문제를 해결하는 데 도움이 되었습니까?', 4],
  ['2027', 'Q5', 'LEGAL_AID', '법률구조 신청 절차와 필요한 서류 안내가 충분했습니까?', 3.5],
  ['2027', 'Q6', 'LEGAL_AID', '법률구조 신청 뒤 진행 상황을 알기 쉬웠습니까?', 3.3],
  ['2027', 'Q7', 'INFO', '법령·판례 등 법률정보가 이해하기 쉬웠습니까?', 3.8],
];

function questionSet(set: string): SurveySeed['questions'] {
  return QUESTION_ROWS.filter((row) => row[0] === set).map(([, questionId, area, text, mean]) => ({ questionId, area, text, mean }));
}

/** A half-year survey of the whole portal (SRVY-<year>-<half>). */
function portalSurvey(year: number, half: 1 | 2, period: Pick<SurveySeed, 'startsOn' | 'endsOn' | 'history'>, questions: SurveySeed['questions'], purposeMore = ''): SurveySeed {
  return {
    surveyId: `SRVY-${year}-${half}`,
    title: `${year}년 ${half === 1 ? '상반기' : '하반기'} 법률구조 플랫폼 이용 만족도 조사`,
    description: PORTAL_PURPOSE + purposeMore,
    ...period,
    questions,
  };
}

const PORTAL_QUESTIONS_2027 = questionSet('2027');

export const surveySeeds: SurveySeed[] = [
  portalSurvey(2026, 1, { startsOn: '2026-03-02', endsOn: '2026-06-30', history: { '2026-03': 38, '2026-04': 46, '2026-05': 41, '2026-06': 35 } }, questionSet('2026-1')),
  portalSurvey(
    2026,
    2,
    { startsOn: '2026-09-01', endsOn: '2026-12-31', history: { '2026-09': 44, '2026-10': 52, '2026-11': 29 } },
    questionSet('2026-2'),
    ' 상반기 조사 뒤 고친 검색과 상담 예약 화면에 대한 의견도 여쭙니다.',
  ),
  {
    surveyId: 'SRVY-2026-C',
    title: '상담 서비스 만족도 조사 (상시)',
    description: '방문·전화·화상·사이버상담을 받으신 분께 상담 서비스의 질을 여쭙니다. 2027년 말까지 상시로 받습니다. 응답은 익명으로 상담 기관의 서비스 개선에만 쓰입니다.',
    startsOn: '2026-05-01',
    endsOn: '2027-12-31',
    history: { '2026-05': 14, '2026-06': 18, '2026-07': 21, '2026-08': 19, '2026-09': 22, '2026-10': 24, '2026-11': 12 },
    questions: questionSet('C'),
  },
  portalSurvey(2027, 1, { startsOn: '2027-03-02', endsOn: '2027-06-30', history: {} }, PORTAL_QUESTIONS_2027),
  portalSurvey(2027, 2, { startsOn: '2027-09-01', endsOn: '2027-12-31', history: {} }, PORTAL_QUESTIONS_2027),
];

/** Short, realistic, no personal data; most seeded answers leave the comment empty. */
export const SEED_COMMENTS = [
  '상담 예약이 생각보다 간단했습니다.',
  '법률구조 신청 결과를 기다리는 기간이 길어 답답했습니다.',
  '휴대전화에서 글자가 조금 작게 느껴집니다.',
  '상담해 주신 분이 친절하게 설명해 주셨습니다.',
  '필요한 서류 목록을 한 번에 볼 수 있으면 좋겠습니다.',
  '검색 결과가 예전보다 정확해졌습니다.',
];

/**
 * Page-satisfaction history (page-satisfaction.json): the menus with the box switched on (menus
 * seed), each with its share of the answers and typical score 1..5, and the answers per month (KST).
 */
const PageSatisfaction = z
  .object({
    menus: z.array(z.object({ menuId: z.string(), weight: z.number().int().positive(), mean: z.number().min(1).max(5) }).strict()),
    months: z.record(z.string(), z.number().int().nonnegative()),
  })
  .strict();
export const { menus: PAGE_SATISFACTION_MENUS, months: PAGE_SATISFACTION_MONTHS } = PageSatisfaction.parse(pageSatisfactionJson);
