import { and, eq } from 'drizzle-orm';
import { RECORD_ID_PATTERN } from '@portal/contracts';
import type { Db } from '../../db/client';
import { faqs } from '../../db/schema';
import { visibleNotice } from './notices';

/**
 * For the page handler (plugins/static.ts): false when a customer-centre detail page names a record
 * that does not exist or is hidden, so the HTML page is answered with status 404 (the page shows the
 * 404 view). Other pages: true. One primary-key lookup.
 */
export function centerPageRecords(db: Db) {
  return async (page: string, params: URLSearchParams): Promise<boolean> => {
    if (page === '/center/ntc/detail') {
      const id = params.get('nttId')?.trim() ?? '';
      return RECORD_ID_PATTERN.test(id) && visibleNotice(db, id);
    }
    if (page === '/center/faq/detail') {
      const id = params.get('faqId')?.trim() ?? '';
      if (!RECORD_ID_PATTERN.test(id)) return false;
      const rows = await db.select({ id: faqs.faqId }).from(faqs).where(and(eq(faqs.faqId, id), eq(faqs.useYn, true)));
      return rows.length > 0;
    }
    return true;
  };
}
