// 인기 검색어 (issue 31): a word is counted once per visitor and day, only when the visitor searched
// (POST /api/search/count, never a page view, a server render or a prefetch), only if it is a short
// keyword (popular-words.ts) that finds something; it is shown when enough different visitors
// searched it in the last week and no editor hid it. Days are the app clock's (KST).
import { createHmac, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { addDays, kstDate } from '@portal/contracts';
import type { Db } from '../../db/client';
import type { SearchIndex } from '../../kernel/search/engine';
import { findSession } from '../../kernel/session';
import { blockKey, popularForm } from './popular-words';

const POPULAR_DAYS = 7;
/** Visitor-days a word needs in POPULAR_DAYS (a visitor counts once a day). */
export const POPULAR_MIN_VISITORS = 5;
/** …of which this many on one day: one visitor searching on five days is not five visitors. */
const POPULAR_MIN_VISITORS_ONE_DAY = 3;
export const POPULAR_SHOWN = 10;

type Rows<T> = { rows: T[] };

/**
 * Who a visitor is for counting: the signed-in member (a session is only had after identity
 * verification), else the address's network (IPv4 address, IPv6 /64). Not the visitor cookie: the
 * browser makes that up, so a script could send five and be five visitors.
 */
export function visitorSource(memberId: string | null, ip: string): string {
  if (memberId) return `m:${memberId}`;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1];
  if (mapped || isIPv4(ip)) return `a:${mapped ?? ip}`;
  if (!isIPv6(ip)) return `a:${ip}`;
  const [head = '', tail] = ip.split('::');
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) groups.push(...Array<string>(Math.max(0, 8 - groups.length - (tail ? tail.split(':').length : 0))).fill('0'));
  if (tail) groups.push(...tail.split(':'));
  return `a:${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

export function popularSearches(db: Db, readDb: Db, index: SearchIndex, now: () => Date) {
  let salt: { day: string; value: string } | null = null;

  /** Today's salt, made by the first server to need it; yesterday's salts and last week's counts go then. */
  async function saltOf(day: string): Promise<string> {
    if (salt?.day === day) return salt.value;
    await db.execute(sql`INSERT INTO search_visitor_salts (day, salt) VALUES (${day}, ${randomBytes(32).toString('base64url')}) ON CONFLICT (day) DO NOTHING`);
    const { rows } = (await db.execute(sql`SELECT salt FROM search_visitor_salts WHERE day = ${day}`)) as unknown as Rows<{ salt: string }>;
    await db.execute(sql`DELETE FROM search_visitor_salts WHERE day < ${day}`);
    await db.execute(sql`DELETE FROM search_popular_visits WHERE day < ${addDays(day, -POPULAR_DAYS)}`);
    salt = { day, value: rows[0]!.salt };
    return salt.value;
  }

  return {
    /** Counts one search the visitor asked for; nothing when it is not a keyword or finds nothing. */
    async record(req: FastifyRequest, q: string): Promise<void> {
      const query = popularForm(q);
      if (!query || !(await index.finds(query))) return;
      const day = kstDate(now());
      const session = await findSession(db, req);
      const visitor = createHmac('sha256', await saltOf(day)).update(visitorSource(session?.memberId ?? null, req.ip)).digest('base64url');
      await db.execute(sql`INSERT INTO search_popular_visits (day, query, visitor) VALUES (${day}, ${query}, ${visitor}) ON CONFLICT DO NOTHING`);
    },

    /** The words to show, most visitors first: enough visitors, still a keyword by today's rules, no blocked word in them. */
    async shown(): Promise<string[]> {
      const today = kstDate(now());
      const counted = (await readDb.execute(
        sql`WITH daily AS (
              SELECT query, count(*)::int AS n FROM search_popular_visits
               WHERE day > ${addDays(today, -POPULAR_DAYS)} AND day <= ${today} GROUP BY query, day
            )
            SELECT query, sum(n)::int AS visitors FROM daily GROUP BY query
            HAVING sum(n) >= ${POPULAR_MIN_VISITORS} AND max(n) >= ${POPULAR_MIN_VISITORS_ONE_DAY}
             ORDER BY visitors DESC, query LIMIT 100`,
      )) as unknown as Rows<{ query: string }>;
      // read from the primary: a word an editor just hid is hidden at the next request
      const blocks = ((await db.execute(sql`SELECT word FROM search_popular_blocks`)) as unknown as Rows<{ word: string }>).rows.map((b) => blockKey(b.word));
      return counted.rows
        .map((r) => r.query)
        .filter((query) => popularForm(query) === query && !blocks.some((b) => blockKey(query).includes(b)))
        .slice(0, POPULAR_SHOWN);
    },
  };
}
