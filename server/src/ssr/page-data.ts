import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { freshRead } from '../kernel/fresh-read';

/**
 * The version of the data anonymous pages show: a sequence every write to such a table moves when its
 * transaction commits (migration 0029). Replicas share it through the database, so a page one
 * replica keeps is never served after another replica's editor has published. Requests that ask at
 * the same moment share one read (freshRead), which still began after each of them came.
 */
export function pageDataVersion(db: Db) {
  return freshRead(async (): Promise<string> => {
    const res = (await db.execute(sql`SELECT last_value, is_called FROM page_data_version`)) as unknown as { rows: { last_value: string | number; is_called: boolean }[] };
    const row = res.rows[0];
    return row ? `${row.last_value}${row.is_called ? '' : '-'}` : '';
  });
}

/**
 * The tables no anonymous page reads (personal records, sign-in state, logs, counters): a write to
 * them leaves the kept pages as they are. Every other table moves the version (migration 0029);
 * server/test/page-data-version.test.ts fails on a table that is neither.
 */
export const TABLES_NO_ANONYMOUS_PAGE_READS = [
  // members, staff and signing in
  'members', 'sessions', 'auth_flows', 'verifications', 'login_key_pairs', 'login_keys', 'login_audit', 'withdrawals', 'join_requests', 'app_secrets',
  'staff', 'staff_accounts', 'staff_totp', 'staff_recovery_codes', 'staff_login_challenges', 'captcha_challenges',
  // a citizen's own records (my page, the desk)
  'dscsn_slots', 'dscsn_reservations', 'dscsn_idempotency', 'dscsn_ticket_counters',
  'elrcpt_applications', 'elrcpt_history', 'elrcpt_supplements', 'elrcpt_files', 'esign_requests', 'elrcpt_staff', 'elrcpt_receipt_counters',
  'my_docs', 'prdoc_items', 'files', 'ai_conversations', 'ai_messages', 'openapi_applications', 'openapi_keys',
  // answers to surveys and page ratings (their figures are staff statistics)
  'survey_responses', 'survey_scores', 'page_satisfaction',
  // logs, counters and queues
  'rate_limits', 'board_views', 'notification_outbox', 'notification_log', 'audit_log', 'elrcpt_access_log', 'prdoc_unmask_log', 'holiday_changes',
  'search_popular_visits', 'search_visitor_salts', 'openapi_usage', 'schema_migrations',
] as const;
