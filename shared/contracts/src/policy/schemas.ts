// Policy texts (/trms, /prvc, /copyright), area `policy`: the versions of the terms of use.
import { z } from 'zod';

// ─── Policy texts (이용약관 versions) ───────────────────────────────────────────────────────────
/** A terms version is named by its effective date, e.g. 2026-11-01 (the `version` of /trms/trmsView). */
export const TermsVersion = z.string({ error: '약관 버전이 없습니다.' }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '약관 버전은 시행일(YYYY-MM-DD)로 보내 주세요.' });
export const TermsVersionSummary = z.object({
  version: z.string(),
  effectiveDate: z.string(),
  /** Until the next version took effect (null: in force). */
  endDate: z.string().nullable(),
  current: z.boolean(),
  /** What changed against the version before, in one or two sentences. */
  changeSummary: z.string(),
});
export const TermsVersionList = z.array(TermsVersionSummary);
export const TermsDocument = TermsVersionSummary.extend({
  title: z.string(),
  /** Articles in order; each article's text is plain (paragraphs separated by blank lines). */
  articles: z.array(z.object({ articleNo: z.string(), heading: z.string(), text: z.string() })),
  /** 부칙 */
  addendum: z.string(),
});
export type TermsDocument = z.infer<typeof TermsDocument>;
export const TermsVersionParams = z.object({ version: TermsVersion });
