// The citation graph of the index: a plain-language case names the decisions and articles it rests
// on. A decision or article cited by a case that answers the query well answers it too, even when its
// own words are a judge's (양육자 지정, 비면책채권) and not the citizen's.
import { precedentRef } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loadedValue } from './loaded-value';

/** The share of the best-scoring linked item's score an item gains. */
export const CITED_LIFT = 0.25;
const TTL_MS = 60_000;

export type CitationLinks = Map<string, string[]>;

/** Both ways: case → its decisions and articles, and each of those → the cases citing it. */
export function citationCache(db: Pick<Db, 'execute'>): (version?: string) => Promise<CitationLinks> {
  return loadedValue(TTL_MS, async () => {
    const res = (await db.execute(sql`SELECT title, precedents, articles FROM legal_cases`)) as unknown as {
      rows: { title: string; precedents: string[]; articles: string[] }[];
    };
    const links: CitationLinks = new Map();
    const link = (a: string, b: string) => {
      links.set(a, [...(links.get(a) ?? []), b]);
      links.set(b, [...(links.get(b) ?? []), a]);
    };
    for (const c of res.rows) {
      for (const p of c.precedents) link(c.title, precedentRef(p));
      for (const a of c.articles) link(c.title, a);
    }
    return links;
  });
}

/**
 * Every matched item lifted by CITED_LIFT of the best score among the matched items it is linked to,
 * the scores taken before any lift (one step, so a chain cannot feed itself); best first again.
 */
export function liftCited<R extends Record<string, unknown>>(rows: R[], links: CitationLinks): R[] {
  const scoreOf = new Map(rows.map((r) => [String(r.ref), Number(r.score)]));
  const lifted = rows.map((r) => {
    const best = Math.max(0, ...(links.get(String(r.ref)) ?? []).map((ref) => scoreOf.get(ref) ?? 0));
    return { ...r, score: Number(r.score) + CITED_LIFT * best };
  });
  return lifted.sort((a, b) => b.score - a.score) as R[];
}
