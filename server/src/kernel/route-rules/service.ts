import { eq } from 'drizzle-orm';
import { normaliseMenuUrl, type RouteRuleResult } from '@portal/contracts';
import type { Db } from '../../db/client';
import { routeRules } from '../../db/schema';
import { targetProblem } from './policy';
import { TtlCache } from '../ttl-cache';

type Row = typeof routeRules.$inferSelect;

export interface RouteRuleLogger {
  warn(obj: object, msg: string): void;
}

/** Best rule first: higher priority, then EXACT before PREFIX, then the longer match. */
function order(a: Row, b: Row): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  if (a.matchType !== b.matchType) return a.matchType === 'EXACT' ? -1 : 1;
  return b.matchPath.length - a.matchPath.length;
}

function matches(rule: Row, path: string): boolean {
  const m = normaliseMenuUrl(rule.matchPath);
  if (rule.matchType === 'EXACT') return path === m;
  return path === m || path.startsWith(m === '/' ? '/' : m + '/');
}

const active = (r: Row, now: number) => (!r.startsAt || r.startsAt.getTime() <= now) && (!r.endsAt || now < r.endsAt.getTime());

/**
 * The route rules of the table, kept per process like the menu index and re-read after `ttlMs`
 * (an edit shows on every replica within that time). Activity windows are checked on every call,
 * so a cached rule still starts and stops on time. A rule whose target fails the policy (not a
 * known site path, not an allow-listed https address) is skipped and logged, never followed.
 */
export class RouteRuleService {
  private readonly cache: TtlCache<Row[]>;

  constructor(db: Db, log?: RouteRuleLogger, ttlMs = 30_000) {
    this.cache = new TtlCache(async () => {
      const rows = await db.select().from(routeRules).where(eq(routeRules.useYn, true));
      const usable = rows.filter((r) => {
        const problem = targetProblem(r);
        if (problem) log?.warn({ ruleId: r.ruleId }, `route rule skipped: ${problem}`);
        return !problem;
      });
      return usable.sort(order);
    }, ttlMs);
  }

  private all(): Promise<Row[]> {
    return this.cache.get();
  }

  invalidate() {
    this.cache.invalidate();
  }

  /** The rule for a site path (query and fragment ignored, trailing slash dropped). */
  async resolve(rawPath: string, now = Date.now()): Promise<RouteRuleResult> {
    const path = normaliseMenuUrl(rawPath);
    const rule = (await this.all()).find((r) => matches(r, path) && active(r, now));
    if (!rule) return { path, action: 'NONE', location: null, message: null };
    // a redirect onto itself would loop: treat as no rule
    if (rule.action === 'REDIRECT' && normaliseMenuUrl(rule.target) === path) return { path, action: 'NONE', location: null, message: null };
    return {
      path,
      action: rule.action,
      location: rule.target,
      message: rule.action === 'EXTERNAL' ? (rule.message ?? `${rule.institution ?? '기관'} 누리집으로 이동합니다.`) : null,
    };
  }
}
