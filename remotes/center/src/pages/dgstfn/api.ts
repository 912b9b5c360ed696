import { http } from '@portal/http';
import type { Survey, SurveyStats, SurveySummary } from '@portal/contracts';

// The survey calls of shared/contracts/src/api.ts (surveyList … surveyStats) these pages use.
export const surveyApi = {
  list: () => http.get<SurveySummary[]>('/api/dgstfn/surveys').then((r) => r.data),
  survey: (surveyId: string) => http.get<Survey>(`/api/dgstfn/surveys/${encodeURIComponent(surveyId)}`).then((r) => r.data),
  answer: (surveyId: string, body: { scores: Record<string, number>; comment: string }, key: string) =>
    http.post<{ surveyId: string; answeredAt: string }>(`/api/dgstfn/surveys/${encodeURIComponent(surveyId)}/answers`, body, { headers: { 'Idempotency-Key': key } }).then((r) => r.data),
  stats: (q: { from: string; to: string; surveyId: string }) => {
    const p = new URLSearchParams({ from: q.from, to: q.to });
    if (q.surveyId) p.set('surveyId', q.surveyId);
    return http.get<SurveyStats>(`/api/dgstfn/stats?${p}`).then((r) => r.data);
  },
};

export const STATUS_LABELS = { OPEN: '진행 중', CLOSED: '종료', UPCOMING: '예정' } as const;

/** '2026-09-01' → '2026. 9. 1.' */
export function dateLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}. ${m}. ${d}.`;
}
export const periodLabel = (s: { startsOn: string; endsOn: string }) => `${dateLabel(s.startsOn)} ~ ${dateLabel(s.endsOn)}`;

export const statsLink = (surveyId?: string) => `/dgstfn/DgstfnSrvyExmnStats${surveyId ? `?surveyId=${encodeURIComponent(surveyId)}` : ''}`;
export const surveyLink = (surveyId: string) => `/dgstfn/DgstfnSrvyExmn?srvyId=${encodeURIComponent(surveyId)}`;
