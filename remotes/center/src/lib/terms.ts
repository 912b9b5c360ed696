// Labels and links the terms-of-use pages share (the calls: one file per call in the api folder).
import type { CallResult } from '@portal/contracts/call-types';
import { dateLabel } from './format';

export { dateLabel };

/** One version of the termsVersions call. */
export type TermsVersionSummary = CallResult<'termsVersions'>[number];

export const spanLabel = (v: Pick<TermsVersionSummary, 'effectiveDate' | 'endDate'>) => `${dateLabel(v.effectiveDate)} ~ ${v.endDate ? dateLabel(v.endDate) : '현재'}`;
export const viewLink = (version: string) => `/trms/trmsView?version=${version}`;
