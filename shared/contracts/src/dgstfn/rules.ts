// The zod-free part of the survey contract (dgstfn/schemas.ts): limits and labels the pages show
// without loading zod (exported by @portal/contracts/client as well).
import { codeList } from '../code-list';

export const SURVEY_COMMENT_MAX = 1000;
export const { codes: SURVEY_AREAS, labels: SURVEY_AREA_LABELS } = codeList({ PORTAL: '플랫폼 이용 전반', CONSULT: '법률상담', LEGAL_AID: '법률구조 신청', INFO: '법률정보' });
export type SurveyArea = (typeof SURVEY_AREAS)[number];
export const SCORE_LABELS = ['매우 불만족', '불만족', '보통', '만족', '매우 만족'] as const;
/** 409 code when this session already answered: the page thanks the person instead of an error. */
export const SURVEY_ALREADY_ANSWERED = 'ALREADY_ANSWERED';
