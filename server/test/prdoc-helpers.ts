import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { initialOptions, type PrdocFormCode } from '@portal/contracts';
import { members } from '../src/db/schema';
import { idem, signedIn } from './dscsn-helpers';
import { multipart, pdfFile } from './file-fixtures';
import type { Browser, createTestApp } from './helpers';

type T = Awaited<ReturnType<typeof createTestApp>>;

/** YYYY-MM-DD in Seoul of a clock instant, `daysAgo` earlier. */
export const kstDay = (ms: number, daysAgo = 0) => new Date(ms + 9 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** A member with a verified name and birth date (what the exchange centre and the wallet know them by). */
export async function person(t: T, now: Date, name = '홍길동', birthDate = '19850315') {
  const p = await signedIn(t.app, t.database, now, { name });
  await t.database.db.update(members).set({ birthDate, gender: 'M' }).where(eq(members.id, p.member.id));
  return p;
}

/** Every file under a folder (the stored objects on disk). */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let names: string[] = [];
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const n of names) {
      const p = path.join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(p);
    }
  };
  walk(dir);
  const tmp = path.join(dir, 'tmp') + path.sep;
  return out.filter((p) => !p.startsWith(tmp)).sort();
}

/** The supporting-document calls of one browser. */
export function prdoc(b: Browser, today: () => string) {
  const api = {
    list: (aplyNo: string) => b.get(`/api/elrcpt/aply/${aplyNo}/prdoc`),
    supply: (aplyNo: string, body: Record<string, unknown>, k?: string) => b.post(`/api/elrcpt/aply/${aplyNo}/prdoc`, body, idem(k)),
    exchange: (aplyNo: string, code: PrdocFormCode, options: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
      api.supply(aplyNo, { method: 'EXCHANGE', code, options: { ...initialOptions(code, today()), ...options }, consent: true, ...extra }),
    wallet: () => b.get('/api/prdoc/wallet'),
    mode: (mode: string) => b.post('/api/prdoc/exchange/sandbox', { mode }),
    async upload(name = '가족관계증명서.pdf') {
      const m = multipart(name, pdfFile(name));
      const r = await b.post('/api/files', m.payload, { headers: m.headers });
      if (r.statusCode !== 201) throw new Error(r.body);
      return r.json().fileId as string;
    },
    remove: (aplyNo: string, prdocId: string) => b.call('DELETE', `/api/elrcpt/aply/${aplyNo}/prdoc/${prdocId}`),
    myDocs: (q = '') => b.get(`/api/my/docs${q ? `?${q}` : ''}`),
    myDoc: (id: string) => b.get(`/api/my/docs/${id}`),
    myDocCreate: (body: Record<string, unknown>, k?: string) => b.post('/api/my/docs', body, idem(k)),
    myDocDelete: (id: string) => b.call('DELETE', `/api/my/docs/${id}`),
    myDocUnmask: (id: string) => b.post(`/api/my/docs/${id}/unmask`),
    myDocDownload: (id: string) => b.get(`/api/my/docs/${id}/download`),
    elprdoc: (q = '') => b.get(`/api/my/elprdoc${q ? `?${q}` : ''}`),
  };
  return api;
}

/** The staff calls of the supporting documents. */
export function staffPrdoc(b: Browser) {
  return {
    list: (aplyNo: string) => b.get(`/api/staff/elrcpt/${aplyNo}/prdoc`),
    review: (aplyNo: string, prdocId: string, result: string, reason?: string, k?: string) => b.post(`/api/staff/elrcpt/${aplyNo}/prdoc/${prdocId}/review`, { result, ...(reason === undefined ? {} : { reason }) }, idem(k)),
    request: (aplyNo: string, body: Record<string, unknown>) => b.post(`/api/staff/elrcpt/${aplyNo}/prdoc/request`, body, idem()),
    unmask: (aplyNo: string, prdocId: string, body: Record<string, unknown>) => b.post(`/api/staff/elrcpt/${aplyNo}/prdoc/${prdocId}/unmask`, body),
    download: (aplyNo: string, prdocId: string) => b.get(`/api/staff/elrcpt/${aplyNo}/prdoc/${prdocId}/download`),
  };
}
