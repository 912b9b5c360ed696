import { addDays, type policyCalls, type TermsDocument } from '@portal/contracts';
import { HttpError } from '../../http/errors';
import { TERMS_TITLE, TERMS_VERSIONS, type TermsVersionText } from '../../kernel/terms-versions';
import type { Module } from '../../kernel/module';

/** Version list entry: in force until the day before the next version took effect. */
export function summaryOf(v: TermsVersionText, all: TermsVersionText[] = TERMS_VERSIONS) {
  const next = all[all.indexOf(v) + 1];
  return { version: v.version, effectiveDate: v.version, endDate: next ? addDays(next.version, -1) : null, current: !next, changeSummary: v.changeSummary };
}

/** 이용약관 versions: the history (newest first) and each version's full text. */
export const policyModule: Module<typeof policyCalls> = () => ({
  handlers: {
    termsVersions: async () => [...TERMS_VERSIONS].reverse().map((v) => summaryOf(v)),

    termsDocument: async (_req, _reply, { params }): Promise<TermsDocument> => {
      const v = TERMS_VERSIONS.find((t) => t.version === params.version);
      if (!v) {
        const list = [...TERMS_VERSIONS].reverse().map((t) => t.version).join(', ');
        throw new HttpError(404, `${params.version}에 시행된 이용약관 버전이 없습니다. 있는 버전: ${list}`);
      }
      return { ...summaryOf(v), title: TERMS_TITLE, articles: v.articles, addendum: v.addendum };
    },
  },
});
