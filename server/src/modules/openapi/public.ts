// The public APIs of /openapi/v1 (issue 33): every one reads the owning module's own query
// (kernel/open-data.ts) or the one search index, and answers in the 공공데이터포털 envelope.
import type { openapiV1Calls } from '@portal/contracts';
import { nowOf } from '../../clock';
import { fieldError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { openApiError } from '../../kernel/api-keys';
import type { ModuleContext } from '../../kernel/module';
import { pageOf, type OpenDataSources } from '../../kernel/open-data';
import { itemAnswer, listAnswer } from './envelope';

const NO_SERVICE = '이 API는 지금 제공하지 않습니다. /openapi/v1/openapi.json의 목록에서 API를 골라 주십시오.';

export function publicHandlers({ openData, search }: Pick<ModuleContext, 'openData' | 'search'>) {
  const source = <K extends keyof OpenDataSources>(name: K): OpenDataSources[K] => {
    const s = openData[name];
    if (!s) throw openApiError('12', NO_SERVICE);
    return s as OpenDataSources[K];
  };
  const legal = (kind: 'statute' | 'precedent') => async (q: { query: string; pageNo: number; numOfRows: number }) => {
    const found = await search.search({ q: q.query, kinds: [kind], sort: 'relevance', page: q.pageNo, size: q.numOfRows, exact: true });
    const items = found.items.map(({ titleMarked: _marked, score: _score, ...hit }) => hit);
    return listAnswer({ items, totalCount: found.total }, q);
  };

  return {
    openInstitutions: async (_req, _reply, { query }) => listAnswer(await source('institutions')(query), query),
    openOffices: async (_req, _reply, { query }) => listAnswer(await source('offices')(query), query),
    openServices: async (_req, _reply, { query }) => listAnswer(await source('services')(query), query),
    openFaq: async (_req, _reply, { query }) => listAnswer(await source('faq')(query), query),
    openNotices: async (_req, _reply, { query }) => listAnswer(await source('notices')(query), query),
    openStatutes: async (_req, _reply, { query }) => legal('statute')(query),
    openPrecedents: async (_req, _reply, { query }) => legal('precedent')(query),
    openAvailability: async (req, _reply, { query }) => {
      const days = await source('availability')({ officeId: query.officeId, method: query.method }, nowOf(req));
      if (!days) throw openApiError('03', '사무소를 찾을 수 없거나 그 사무소가 이 상담 방법(method)을 받지 않습니다. offices API의 officeId와 methods를 확인해 주십시오.');
      const from = query.fromDate;
      return listAnswer(pageOf(from ? days.filter((d) => d.date >= from) : days, query), query);
    },
    openSatisfaction: async (req, _reply, { query }) => {
      if (query.fromMonth && query.toMonth && query.fromMonth > query.toMonth) throw fieldError('fromMonth', 'fromMonth가 toMonth보다 늦습니다. 기간을 다시 정해 보내 주십시오.');
      const { surveyId: _survey, ...stats } = await source('satisfaction')(query, nowOf(req));
      return itemAnswer(stats);
    },
  } satisfies Handlers<typeof openapiV1Calls>;
}
