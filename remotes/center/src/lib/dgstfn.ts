// Labels and links the satisfaction-survey pages share (the calls: one file per call in the api folder).
import { dateLabel } from './format';

export const STATUS_LABELS = { OPEN: '진행 중', CLOSED: '종료', UPCOMING: '예정' } as const;

export const periodLabel = (s: { startsOn: string; endsOn: string }) => `${dateLabel(s.startsOn)} ~ ${dateLabel(s.endsOn)}`;

export const statsLink = (surveyId?: string) => `/dgstfn/DgstfnSrvyExmnStats${surveyId ? `?surveyId=${encodeURIComponent(surveyId)}` : ''}`;
export const surveyLink = (surveyId: string) => `/dgstfn/DgstfnSrvyExmn?srvyId=${encodeURIComponent(surveyId)}`;
