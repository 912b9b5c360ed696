import { eq } from 'drizzle-orm';
import type { SatisfactionSaved, SatisfactionStats, areaCalls } from '@portal/contracts';
import type { Db } from '../../db/client';
import { pageSatisfaction } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { ownedKey } from '../../http/owned-key';
import type { Handlers } from '../../http/route';
import { nowOf } from '../../clock';
import { XSRF_COOKIE } from '../../http/cookies';
import { SATISFACTION_RATE_LIMIT } from '../../kernel/limits';
import { satisfactionScores } from '../../kernel/satisfaction';
import { findSession } from '../../kernel/session';
import type { MenuService } from '../../kernel/menus/service';


const menuError = (message: string) => new HttpError(400, `요청 값을 확인해 주십시오. menuId: ${message}`, [{ field: 'menuId', message }]);

type Row = typeof pageSatisfaction.$inferSelect;
const saved = (r: Pick<Row, 'id' | 'menuId' | 'score' | 'createdAt'>): SatisfactionSaved => ({
  id: r.id,
  menuId: r.menuId,
  score: r.score,
  createdAt: r.createdAt.toISOString(),
});

/**
 * 만족도 조사: POST stores one answer per Idempotency-Key of a browser (the unique index decides under
 * concurrency: the losers of a race read the winner's row), GET gives the statistics.
 * Comments are personal opinions: they are stored, never logged and never returned here.
 */
export function satisfactionHandlers(db: Db, menusSvc: MenuService) {
  return {
    satisfactionSubmit: {
      options: { config: { rateLimit: SATISFACTION_RATE_LIMIT } },
      handler: async (req, reply, { body, headers }) => {
        // the XSRF cookie is on every accepted write (security.ts) and stays with the browser
        const key = ownedKey(`browser:${req.cookies[XSRF_COOKIE]}`, headers['idempotency-key']);
        const menu = (await menusSvc.get()).byId.get(body.menuId);
        if (!menu) throw menuError('만족도 조사를 할 수 있는 메뉴가 아닙니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.');
        if (!menu.useSatisfaction) throw menuError('이 페이지는 만족도 조사를 받지 않습니다.');
        const session = await findSession(db, req);
        const inserted = await db
          .insert(pageSatisfaction)
          // stamped by the app's clock: the statistics' periods are (dgstfn/stats.ts)
          .values({ menuId: menu.menuId, score: body.score, comment: body.comment, memberId: session?.memberId ?? null, idempotencyKey: key, createdAt: nowOf(req) })
          .onConflictDoNothing({ target: pageSatisfaction.idempotencyKey })
          .returning();
        if (inserted[0]) {
          reply.code(201);
          return saved(inserted[0]);
        }
        const [first] = await db.select().from(pageSatisfaction).where(eq(pageSatisfaction.idempotencyKey, key)).limit(1);
        if (!first) throw new Error('idempotency key conflict without a row');
        reply.header('Idempotent-Replayed', 'true');
        return saved(first);
      },
    },
    satisfactionStats: async (_req, reply, { query }): Promise<SatisfactionStats> => {
      reply.header('Cache-Control', 'no-store');
      const menuId = query.menuId || null;
      if (menuId && !(await menusSvc.get()).byId.has(menuId)) throw menuError('해당 메뉴를 찾을 수 없습니다. 메뉴 ID를 확인해 주세요.');
      const { responses, average, distribution } = await satisfactionScores(db, { menuId });
      return { menuId, count: responses, average, distribution };
    },
  } satisfies Partial<Handlers<(typeof areaCalls)['shell']>>;
}
