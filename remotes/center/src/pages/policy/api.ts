import { http } from '@portal/http';
import type { TermsDocument } from '@portal/contracts';

export interface TermsVersionSummary {
  version: string;
  effectiveDate: string;
  endDate: string | null;
  current: boolean;
  changeSummary: string;
}

export const termsApi = {
  versions: () => http.get<TermsVersionSummary[]>('/api/policy/terms').then((r) => r.data),
  document: (version: string) => http.get<TermsDocument>(`/api/policy/terms/${encodeURIComponent(version)}`).then((r) => r.data),
};

/** '2026-11-01' → '2026. 11. 1.' */
export function dateLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}. ${m}. ${d}.`;
}
export const spanLabel = (v: TermsVersionSummary) => `${dateLabel(v.effectiveDate)} ~ ${v.endDate ? dateLabel(v.endDate) : '현재'}`;
export const viewLink = (version: string) => `/trms/trmsView?version=${version}`;
