import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { synonymSeeds } from '../../db/seed/data/search-synonyms';
import { reindexAll } from './indexer';

type Tx = Pick<Db, 'execute'>;

/** Bump when the way documents become lexemes changes: the next start re-indexes everything. */
const INDEX_VERSION = 4;

/**
 * The seed's synonym groups: put back as written unless an editor has taken the group over; a seed
 * group the seed no longer has goes (one an editor changed stays, it is theirs).
 */
async function seedSynonyms(tx: Tx) {
  const names = sql.join(
    synonymSeeds.map((g) => sql`${g.groupName}`),
    sql`, `,
  );
  await tx.execute(sql`DELETE FROM search_synonyms WHERE origin = 'SEED' AND group_name NOT IN (${names})`);
  for (const g of synonymSeeds) {
    await tx.execute(sql`
      INSERT INTO search_synonyms (group_name, phrases, origin) VALUES (${g.groupName}, ${JSON.stringify(g.phrases)}::jsonb, 'SEED')
      ON CONFLICT (group_name) DO UPDATE SET phrases = excluded.phrases, updated_at = now()
       WHERE search_synonyms.origin = 'SEED' AND search_synonyms.phrases <> excluded.phrases`);
  }
}

/**
 * What the index was built from: the sources' row counts and last changes and the index version.
 * A start with the same fingerprint keeps the index (notices and FAQ entries written since were
 * indexed as they were written).
 */
async function fingerprint(tx: Tx) {
  const res = (await tx.execute(sql`
    SELECT (SELECT count(*) FROM statute_articles)::text || '/' || (SELECT count(*) FROM statute_laws WHERE status = 'CURRENT')::text
        || '/' || (SELECT count(*) FROM precedents)::text || '/' || (SELECT count(*) FROM legal_cases)::text || '/' || (SELECT count(*) FROM legal_forms)::text
        -- the seed re-applies FAQ, notice and institution rows (and their updated_at) at every start: their text counts
        || '/' || (SELECT coalesce(md5(string_agg(concat_ws('|', faq_id, category, question, answer_text, use_yn::text), '/' ORDER BY faq_id)), '') FROM faqs)
        || '/' || (SELECT coalesce(md5(string_agg(concat_ws('|', ntt_id, category, title, body, posted_at::text, use_yn::text), '/' ORDER BY ntt_id)), '') FROM notices)
        || '/' || (SELECT coalesce(md5(string_agg(concat_ws('|', inst_code, name, summary, info_path, description::text, handles::text, eligibility::text, services::text), '/' ORDER BY inst_code)), '') FROM dscsn_institutions)
        -- the service catalogue (issue 20), re-applied at every start too
        || '/' || (SELECT coalesce(md5(string_agg(concat_ws('|', code, name, unit, summary, linked::text, use_yn::text), '/' ORDER BY code)), '') FROM svc_institutions)
        || '/' || (SELECT coalesce(md5(string_agg(concat_ws('|', id, inst_code, title, summary, who::text, documents::text, cost, use_yn::text), '/' ORDER BY id)), '') FROM svc_services)
        || '/' || coalesce((SELECT string_agg(digest, ',' ORDER BY name) FROM content_versions WHERE name <> 'search-index'), '') AS f`)) as unknown as { rows: { f: string }[] };
  return createHash('sha256').update(`${INDEX_VERSION}|${res.rows[0]!.f}`).digest('hex');
}

/** Seeds the synonyms and re-indexes when the sources changed. Returns the documents per kind, or null when kept. */
export async function seedSearch(tx: Tx) {
  await seedSynonyms(tx);
  const digest = await fingerprint(tx);
  const res = (await tx.execute(sql`SELECT digest FROM content_versions WHERE name = 'search-index'`)) as unknown as { rows: { digest: string }[] };
  if (res.rows[0]?.digest === digest) return null;
  const counts = await reindexAll(tx);
  await tx.execute(sql`INSERT INTO content_versions (name, digest) VALUES ('search-index', ${digest}) ON CONFLICT (name) DO UPDATE SET digest = excluded.digest, loaded_at = now()`);
  return counts;
}
