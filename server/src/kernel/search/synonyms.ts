// The synonym table (plain words ↔ legal terms) as the engine uses it: read from the database and
// kept for a few seconds, so an editor's change reaches every replica's searches within seconds.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { normalizeText, queryWords } from './korean';
import { loadedValue } from './loaded-value';

const TTL_MS = 3_000;

/** A word as phrases are matched: endings of verbs dropped (받았 ~ 받음 ~ 받). */
const stemOf = (w: string) => (w.length >= 2 ? w.replace(/(았|었|였|음|아|어|고|지|게|기|던|린)$/, '') : w) || w;

export interface Expansion {
  phrase: string;
  /** How many of the query's words the phrase that brought it stands for. */
  covers: number;
}

export interface SynonymSet {
  /** Other phrases of every group with a phrase found in the query (its words all there). */
  expansionsOf(q: string): Expansion[];
}

export function synonymSet(groups: string[][]): SynonymSet {
  const prepared = groups.map((phrases) => phrases.map((p) => ({ phrase: p, compact: normalizeText(p).replace(/\s+/g, ''), stems: queryWords(p).map(stemOf) })));
  return {
    expansionsOf(q) {
      const compact = normalizeText(q).replace(/\s+/g, '');
      const stems = new Set(queryWords(q).map(stemOf));
      // each group found gives its first few other phrases, in turn, so one long group cannot take
      // every place the engine has for them
      const perGroup: Expansion[][] = [];
      for (const group of prepared) {
        const hit = group.find((p) => compact.includes(p.compact) || (p.stems.length > 0 && p.stems.every((s) => stems.has(s))));
        if (!hit) continue;
        const covers = Math.max(1, hit.stems.length);
        perGroup.push(group.filter((p) => p !== hit && !compact.includes(p.compact) && !p.compact.includes(hit.compact)).map((p) => ({ phrase: p.phrase, covers })));
      }
      const out: Expansion[] = [];
      for (let i = 0; perGroup.some((g) => i < g.length); i++)
        for (const g of perGroup) if (i < g.length && !out.some((o) => o.phrase === g[i]!.phrase)) out.push(g[i]!);
      return out;
    },
  };
}

export function synonymCache(db: Db) {
  return {
    /** The table as read at `version` (the data version a kept answer will be filed under), or within the last few seconds. */
    get: loadedValue(TTL_MS, async (): Promise<SynonymSet> => {
      const res = (await db.execute(sql`SELECT phrases FROM search_synonyms ORDER BY id`)) as unknown as { rows: { phrases: string[] }[] };
      return synonymSet(res.rows.map((r) => r.phrases));
    }),
  };
}
