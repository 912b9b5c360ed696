import { http } from '@portal/http';
import type { z } from 'zod';
import type { ApplicantPrefill as ApplicantPrefillSchema } from '@portal/contracts';
import type { Institution, InstitutionSummary, Office, Reservation, VideoRoom } from '@portal/contracts/client';

/** GET /api/dscsn/applicant (the contract exports the schema only, not its type). */
export type ApplicantPrefill = z.infer<typeof ApplicantPrefillSchema>;

// The consultation calls of shared/contracts/src/api.ts that these pages use.
export const api = {
  institutions: () => http.get<InstitutionSummary[]>('/api/dscsn/inst').then((r) => r.data),
  institution: (instCode: string) => http.get<Institution>(`/api/dscsn/inst/${encodeURIComponent(instCode)}`).then((r) => r.data),
  offices: (instCode: string, method?: string) =>
    http.get<Office[]>(`/api/dscsn/offices?${new URLSearchParams({ instCode, ...(method ? { method } : {}) })}`, { showLoading: false }).then((r) => r.data),
  applicant: () => http.get<ApplicantPrefill>('/api/dscsn/applicant', { showLoading: false }).then((r) => r.data),
  reservation: (rsvtNo: string) => http.get<Reservation>(`/api/my/dscsn/rsvt/${encodeURIComponent(rsvtNo)}`).then((r) => r.data),
  book: (body: unknown, key: string) => http.post<Reservation>('/api/dscsn/rsvt', body, { headers: { 'Idempotency-Key': key } }).then((r) => r.data),
  cancel: (rsvtNo: string, reason: string) => http.post<Reservation>(`/api/my/dscsn/rsvt/${encodeURIComponent(rsvtNo)}/cancel`, { reason }).then((r) => r.data),
  enterVideo: (rsvtNo: string, accessCode: string) => http.post<VideoRoom>('/api/dscsn/vido/enter', { rsvtNo, accessCode }).then((r) => r.data),
};
