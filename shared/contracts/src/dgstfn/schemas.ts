// Satisfaction surveys (만족도 조사, /dgstfn/…), area `dgstfn`: surveys, answers and statistics.
import { z } from 'zod';
import { RecordId } from '../common';
import { SURVEY_AREAS, SURVEY_COMMENT_MAX } from './rules';

export * from './rules';

// ─── Satisfaction surveys (만족도 조사) ─────────────────────────────────────────────────────────
/** e.g. SRVY-2026-2 (the `srvyId` of /dgstfn/DgstfnSrvyExmn; without it the page shows the open survey). */
export const SurveyId = RecordId('설문 번호');
export const SurveyQuestion = z.object({ questionId: z.string(), area: z.enum(SURVEY_AREAS), text: z.string() });
export const SurveySummary = z.object({
  surveyId: z.string(),
  title: z.string(),
  description: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  status: z.enum(['OPEN', 'CLOSED', 'UPCOMING']),
  responseCount: z.number().int(),
  /** true when this browser session (or this member) has answered it. */
  answered: z.boolean(),
});
export type SurveySummary = z.infer<typeof SurveySummary>;
export const SurveyList = z.array(SurveySummary);
export const Survey = SurveySummary.extend({ questions: z.array(SurveyQuestion) });
export type Survey = z.infer<typeof Survey>;
export const SurveyIdParams = z.object({ surveyId: SurveyId });
export const SurveyAnswerRequest = z.object({
  /** Every question answered: questionId → 1 (매우 불만족) … 5 (매우 만족). */
  scores: z.record(
    z.string(),
    z.number({ error: '모든 문항에 1점부터 5점 중 하나를 골라 주세요.' }).int().min(1, { error: '점수는 1점부터 5점 사이로 골라 주세요.' }).max(5, { error: '점수는 1점부터 5점 사이로 골라 주세요.' }),
  ),
  comment: z.string().trim().max(SURVEY_COMMENT_MAX, { error: `의견은 ${SURVEY_COMMENT_MAX}자 이하로 적어 주세요.` }).optional().default(''),
});
export type SurveyAnswerRequest = z.input<typeof SurveyAnswerRequest>;
export const SurveyAnswerSaved = z.object({ surveyId: z.string(), answeredAt: z.string() });

const YearMonth = z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: '기간은 YYYY-MM 형식으로 골라 주세요.' });
export const SurveyStatsQuery = z
  .object({
    /** Inclusive months; default: the last 6 months up to this month. */
    from: YearMonth.optional(),
    to: YearMonth.optional(),
    surveyId: SurveyId.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: '시작 월이 끝 월보다 늦습니다. 기간을 다시 골라 주세요.', path: ['from'] });
const ScoreBucket = z.object({ count: z.number().int(), average: z.number().nullable() });
/** The figures of a set of 5-point answers (spread into a statistics object). */
export const ScoreFigures = {
  responses: z.number().int(),
  /** null without answers. */
  average: z.number().nullable(),
  /** How many gave each score: index 0 = 1점 … 4 = 5점 (a survey counts every question's score). */
  distribution: z.array(z.number().int()).length(5),
};
export const SurveyStats = z.object({
  from: z.string(),
  to: z.string(),
  surveyId: z.string().nullable(),
  ...ScoreFigures,
  monthly: z.array(ScoreBucket.extend({ month: z.string() })),
  byArea: z.array(ScoreBucket.extend({ area: z.enum(SURVEY_AREAS), name: z.string() })),
  /** The shell's page-satisfaction box (만족도 5단계) in the same period. */
  pageSatisfaction: z.object({
    ...ScoreFigures,
    monthly: z.array(ScoreBucket.extend({ month: z.string() })),
    /** Menus with answers, most answers first (at most 10). */
    byMenu: z.array(ScoreBucket.extend({ menuId: z.string(), name: z.string() })),
  }),
});
export type SurveyStats = z.infer<typeof SurveyStats>;
