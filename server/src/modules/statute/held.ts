import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentVersions, statuteArticles, statuteLaws } from '../../db/schema';
import { LEGAL_CONTENT } from '../../db/seed/legal';

let cached: { digest: string; articles: Map<string, Set<string>> } | null = null;

/**
 * The articles links may point at (the versions in force), by law. Kept while the legal content's
 * digest is the same, so a reload by any replica is seen on the next request (one small read each).
 */
export async function heldArticles(db: Db): Promise<ReadonlyMap<string, ReadonlySet<string>>> {
  const [v] = await db.select({ digest: contentVersions.digest }).from(contentVersions).where(eq(contentVersions.name, LEGAL_CONTENT));
  const digest = v?.digest ?? '';
  if (cached?.digest === digest) return cached.articles;
  const rows = await db
    .select({ law: statuteArticles.lawName, jo: statuteArticles.jo })
    .from(statuteArticles)
    .innerJoin(statuteLaws, and(eq(statuteLaws.name, statuteArticles.lawName), eq(statuteLaws.enforceDate, statuteArticles.enforceDate)))
    .where(eq(statuteLaws.status, 'CURRENT'));
  const articles = new Map<string, Set<string>>();
  for (const r of rows) articles.set(r.law, (articles.get(r.law) ?? new Set()).add(r.jo));
  cached = { digest, articles };
  return articles;
}

/** The law's name as the portal holds it, however the asker spaced it (개인정보보호법 → 개인정보 보호법). */
export async function heldLawName(db: Db, name: string): Promise<string | null> {
  const [row] = await db
    .select({ name: statuteLaws.name })
    .from(statuteLaws)
    .where(sql`${statuteLaws.name} = ${name} OR replace(${statuteLaws.name}, ' ', '') = ${name.replace(/\s+/g, '')}`)
    .limit(1);
  return row?.name ?? null;
}
