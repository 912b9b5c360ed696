import { and, asc, eq } from 'drizzle-orm';
import type { NationCode, areaCalls } from '@portal/contracts';
import type { Db } from '../../db/client';
import { codes, nations } from '../../db/schema';
import type { Handlers } from '../../http/route';

export function codeHandlers(db: Db) {
  return {
    codeList: async (_req, _reply, { query }) => {
      if (!query.codeGroupId) return [];
      const rows = await db
        .select({ codeGroupId: codes.codeGroupId, code: codes.code, codeName: codes.codeName, sortOrder: codes.sortOrder })
        .from(codes)
        .where(and(eq(codes.codeGroupId, query.codeGroupId), eq(codes.useYn, true)))
        .orderBy(asc(codes.sortOrder), asc(codes.code));
      return rows;
    },
    ntnCodeList: async (): Promise<NationCode[]> => {
      const rows = await db.select().from(nations).orderBy(asc(nations.nameKo));
      return rows.map((n) => ({ ntnCd: n.alpha2, ntnCdAlpha3: n.alpha3, ntnNo: n.numeric, ntnNm: n.nameKo, ntnEngNm: n.nameEn }));
    },
  } satisfies Partial<Handlers<(typeof areaCalls)['shell']>>;
}
