import { and, eq, isNull } from 'drizzle-orm';
import {
  EXCHANGE_CONSENT_PURPOSE,
  PRDOC_STATUS,
  PRDOC_SUPPLIABLE,
  checkPrdocOptions,
  prdocExpiry,
  prdocKind,
  prdocName,
  rrnBackChoice,
  type PrdocFormCode,
  type PrdocItem,
  type PrdocSupply,
  type prdocCalls,
  kstDate,
} from '@portal/contracts';
import { ExchangeError, fetchRecord, type ExchangePerson } from '../../adapters/exchange';
import { WalletForgedError } from '../../adapters/wallet';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { files, members, myDocs, prdocItems, type PrdocSourceCol } from '../../db/schema';
import { HttpError, fieldError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { coded } from '../../kernel/errors';
import { WRITE_LIMIT } from '../../kernel/limits';
import { ownAply, type AplyRow } from '../../kernel/repos/applications';
import { MYDOC_NOT_FOUND, newMyDocId, newPrdocId, notEditable, prdocNotFound, type ItemRow, type PrdocContext } from './context';
import { putRecord, readRecord, releaseObject } from './objects';
import { keepAskedBackHalves } from './rrn';
import { aplyClosed, aplyPrdocs, filesOf, toItem } from './view';

const CLOSED = '결정이 났거나 취하한 신청서에는 서류를 낼 수 없습니다. 마이페이지에서 진행 상황을 확인해 주세요.';
const ONLY_ASKED = '이미 신청한 신청서에는 기관이 요청한 서류(요청됨·보완요청·만료)만 낼 수 있습니다. 나의 제출 서류에서 그 서류를 골라 내 주세요.';

/** The member as the exchange centre and the wallet know them: verified name and birth date. */
export async function exchangePerson(db: Db, memberId: string): Promise<ExchangePerson> {
  const [m] = await db.select({ name: members.memberName, birthDate: members.birthDate, gender: members.gender }).from(members).where(eq(members.id, memberId));
  return { name: m?.name ?? '', birthDate: m?.birthDate ?? '', gender: m?.gender ?? null };
}

/** A real calendar date (YYYY-MM-DD already checked by the schema). */
const realDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** Checks the issue date of a document a citizen brings (upload, 나의서류 save): a real date, not in the future, still valid today. */
export function checkIssuedAt(code: string, issuedAt: string, today: string, name: string): string {
  if (!realDate(issuedAt)) throw fieldError('issuedAt', `발급일 ${issuedAt}은(는) 없는 날짜입니다. 서류에 적힌 발급일을 입력해 주세요.`);
  if (issuedAt > today) throw fieldError('issuedAt', `발급일이 오늘(${today})보다 늦습니다. 서류에 적힌 발급일을 입력해 주세요.`);
  const expiresAt = prdocExpiry(code, issuedAt);
  if (expiresAt <= today) {
    const days = prdocKind(code)?.validityDays ?? 90;
    throw fieldError('issuedAt', `${name}은(는) 발급일부터 ${days}일 동안만 받습니다. ${issuedAt}에 발급한 서류는 ${expiresAt}부터 받을 수 없으니 새로 발급받아 올려 주세요.`);
  }
  return expiresAt;
}

/** An upload of this member (attached elsewhere or not); another member's id reads like an unknown one. */
export async function ownUpload(db: Db, memberId: string, fileId: string) {
  const [f] = await db.select().from(files).where(and(eq(files.fileId, fileId), eq(files.ownerId, memberId), isNull(files.noticeId)));
  if (!f) throw fieldError('fileId', '올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.');
  return f;
}

/** What a supply brings, before it is written: the copy's reference and what the document says. */
interface Got {
  source: PrdocSourceCol;
  title: string | null;
  fileId: string | null;
  /** A server-made object stored by this request (removed again if the request fails). */
  storagePath: string | null;
  fresh: boolean;
  issuer: string | null;
  docNo: string | null;
  issuedAt: string;
  expiresAt: string;
  myDocId: string | null;
  consentAt: Date | null;
  consentPurpose: string | null;
}

export function supplyHandlers(ctx: PrdocContext) {
  const { db, storage, exchange, wallet, config } = ctx;

  /** The item a supply answers or replaces (null: a new one); refuses what may not change now. */
  async function target(tx: Db, a: AplyRow, body: PrdocSupply): Promise<ItemRow | null> {
    if (body.prdocId) {
      const [it] = await tx.select().from(prdocItems).where(and(eq(prdocItems.id, body.prdocId), eq(prdocItems.aplyId, a.id)));
      if (!it) throw prdocNotFound();
      if (a.status !== 'DRAFT') {
        if (aplyClosed(a)) throw notEditable(CLOSED);
        if (!PRDOC_SUPPLIABLE.includes(it.status)) throw notEditable(`이 서류는 ${PRDOC_STATUS[it.status]} 상태라 다시 낼 수 없습니다. 기관이 서류를 요청했거나 보완을 요청한 경우, 또는 유효기간이 지난 경우에만 다시 낼 수 있습니다.`);
      }
      if (it.code !== body.code) throw fieldError('code', `이 자리에는 ${prdocName(it.code, it.title)}을(를) 내야 합니다. 같은 종류의 서류를 골라 주세요.`);
      return it;
    }
    if (a.status !== 'DRAFT') throw notEditable(aplyClosed(a) ? CLOSED : ONLY_ASKED);
    if (body.code === 'Etc') return null;
    const [same] = await tx.select().from(prdocItems).where(and(eq(prdocItems.aplyId, a.id), eq(prdocItems.code, body.code)));
    return same ?? null;
  }

  /** Fetches, verifies or looks up the document; nothing is written to the database here. */
  async function obtain(memberId: string, a: AplyRow, body: PrdocSupply, now: Date, today: string): Promise<Got> {
    const none = { fileId: null, storagePath: null, fresh: false, myDocId: null, consentAt: null, consentPurpose: null, docNo: null };
    const name = prdocName(body.code, 'title' in body ? body.title : null);
    switch (body.method) {
      case 'EXCHANGE': {
        if ((a.consent as { adminInfoSharing?: string }).adminInfoSharing !== 'Y') {
          throw coded(409, 'NO_SHARING_CONSENT', '이 신청서는 행정정보 공동이용에 동의하지 않았습니다. 서류를 전자문서지갑으로 보내거나 파일로 올려 주세요.');
        }
        const problems = checkPrdocOptions(body.code, body.options, today);
        if (problems.length) throw new HttpError(400, `요청 값을 확인해 주십시오. ${problems.map((p) => `${p.field}: ${p.message}`).join(' / ')}`, problems);
        const person = await exchangePerson(db, memberId);
        let record;
        try {
          record = await fetchRecord(exchange, { requester: memberId, person, code: body.code, options: body.options, purpose: EXCHANGE_CONSENT_PURPOSE, today }, config.exchangeTimeoutMs);
        } catch (error) {
          const kind = error instanceof ExchangeError ? error.kind : 'DOWN';
          if (kind === 'NO_RECORD') {
            throw coded(422, 'NO_RECORD', `행정정보 공동이용 센터에 본인의 ${name} 기록이 없습니다. 해당하는 서류인지, 발급 항목(예: 자동차 등록번호, 증명 종류)이 맞는지 확인하거나 직접 발급받아 파일로 올려 주세요.`);
          }
          if (kind === 'TIMEOUT') {
            throw coded(504, 'EXCHANGE_TIMEOUT', `행정정보 공동이용 센터가 ${Math.ceil(config.exchangeTimeoutMs / 1000)}초 안에 답하지 않아 요청을 멈췄습니다. 잠시 후 다시 시도하거나 전자문서지갑·파일 올리기를 이용해 주세요.`);
          }
          throw coded(503, 'EXCHANGE_DOWN', '행정정보 공동이용 센터가 지금 응답하지 않습니다 (장애). 잠시 후 다시 시도하거나 전자문서지갑·파일 올리기를 이용해 주세요.');
        }
        // whatever the centre sends, back halves the request did not ask for are never stored
        record = keepAskedBackHalves(record, rrnBackChoice(body.options), person.birthDate);
        const storagePath = await putRecord(storage, { kind: 'EXCHANGE', record, request: { code: body.code, options: body.options, purpose: EXCHANGE_CONSENT_PURPOSE } }, now);
        return {
          ...none,
          source: 'EXCHANGE',
          title: null,
          storagePath,
          fresh: true,
          issuer: record.issuer,
          docNo: record.docNo,
          issuedAt: record.issuedAt,
          expiresAt: prdocExpiry(body.code, record.issuedAt),
          consentAt: now,
          consentPurpose: EXCHANGE_CONSENT_PURPOSE,
        };
      }
      case 'WALLET': {
        const refuse = (code: string, message: string) => coded(400, code, message, 'document');
        let cert;
        try {
          cert = await wallet.verify(db, body.document);
        } catch (error) {
          if (error instanceof WalletForgedError) throw refuse('WALLET_FORGED', '전자증명서의 발급기관 서명을 확인할 수 없습니다 (위조되었거나 손상된 증명서). 전자문서지갑에서 증명서를 다시 골라 보내 주세요.');
          throw error;
        }
        if (cert.expiresAt <= today) throw refuse('WALLET_EXPIRED', `이 전자증명서는 유효기간이 지났습니다 (${cert.issuedAt} 발급, ${cert.expiresAt}부터 무효). 새로 발급받은 증명서를 보내 주세요.`);
        const me = await exchangePerson(db, memberId);
        if (cert.subject?.name !== me.name || cert.subject?.birthDate !== me.birthDate) throw refuse('WALLET_NOT_YOURS', '본인의 전자증명서가 아닙니다. 본인 명의로 발급받은 증명서만 낼 수 있습니다.');
        if (cert.code !== body.code) throw refuse('WALLET_WRONG_KIND', `보낸 증명서는 ${cert.title}입니다. ${prdocName(body.code)}을(를) 골라 보내 주세요.`);
        const storagePath = await putRecord(storage, { kind: 'WALLET', record: cert.record, document: body.document }, now);
        return { ...none, source: 'WALLET', title: null, storagePath, fresh: true, issuer: cert.issuer, docNo: cert.docNo, issuedAt: cert.issuedAt, expiresAt: cert.expiresAt };
      }
      case 'UPLOAD': {
        await ownUpload(db, memberId, body.fileId);
        const expiresAt = checkIssuedAt(body.code, body.issuedAt, today, name);
        return { ...none, source: 'UPLOAD', title: body.code === 'Etc' ? body.title! : null, fileId: body.fileId, issuer: prdocKind(body.code)?.issuer ?? null, issuedAt: body.issuedAt, expiresAt };
      }
      case 'MYDOC': {
        const [doc] = await db.select().from(myDocs).where(and(eq(myDocs.id, body.myDocId), eq(myDocs.memberId, memberId), isNull(myDocs.deletedAt)));
        // another member's document reads like an unknown one (400 naming the field: the body carries the id)
        if (!doc) throw fieldError('myDocId', MYDOC_NOT_FOUND);
        if (doc.code !== body.code) throw fieldError('myDocId', `고른 나의 서류는 ${prdocName(doc.code, doc.title)}입니다. ${prdocName(body.code, body.title)}을(를) 골라 주세요.`);
        if (doc.expiresAt <= today) throw fieldError('myDocId', `고른 나의 서류는 유효기간이 지났습니다 (${doc.issuedAt} 발급, ${doc.expiresAt}부터 무효). 새로 발급받아 주세요.`);
        return {
          ...none,
          source: doc.source,
          title: doc.code === 'Etc' ? (body.title ?? doc.title) : null,
          fileId: doc.fileId,
          storagePath: doc.storagePath,
          issuer: doc.issuer,
          docNo: doc.docNo,
          issuedAt: doc.issuedAt,
          expiresAt: doc.expiresAt,
          myDocId: doc.id,
        };
      }
    }
  }

  /** Saves what was supplied as a document of mine (an upload: one my_doc per file, updated). */
  async function saveMyDoc(tx: Db, memberId: string, code: string, got: Got, now: Date): Promise<string> {
    const values = { code, title: got.title, source: got.source, issuer: got.issuer, issuedAt: got.issuedAt, expiresAt: got.expiresAt, docNo: got.docNo };
    if (got.fileId) {
      const [d] = await tx
        .insert(myDocs)
        .values({ id: newMyDocId(), memberId, ...values, fileId: got.fileId, createdAt: now })
        .onConflictDoUpdate({ target: [myDocs.memberId, myDocs.fileId], set: { ...values, deletedAt: null } })
        .returning({ id: myDocs.id });
      return d!.id;
    }
    const [d] = await tx.insert(myDocs).values({ id: newMyDocId(), memberId, ...values, storagePath: got.storagePath, createdAt: now }).returning({ id: myDocs.id });
    return d!.id;
  }

  return {
    prdocList: async (_req, _reply, { params, member: person }) => {
      return aplyPrdocs(db, storage, await ownAply(db, person.memberId, params.aplyNo));
    },
    prdocSupply: {
      options: WRITE_LIMIT(120),
      handler: async (req, reply, { params, body, member: person, write }): Promise<PrdocItem> => {
        const me = person.memberId;
        const a = await ownAply(db, me, params.aplyNo); // 404 first
        await target(db, a, body); // refused before anything is fetched or stored
        const now = nowOf(req);
        const got = await obtain(me, a, body, now, kstDate(now));
        const fresh = got.fresh ? got.storagePath : null;
        let created = false;
        let released: string | null = null;
        const item = await write(async (tx) => {
          const locked = await ownAply(tx, me, params.aplyNo, true);
          const prev = await target(tx, locked, body);
          const myDocId = body.method === 'MYDOC' ? got.myDocId : await saveMyDoc(tx, me, body.code, got, now);
          const values = {
            code: body.code,
            title: got.title,
            status: 'SUBMITTED' as const,
            source: got.source,
            myDocId,
            fileId: got.fileId,
            storagePath: got.storagePath,
            issuer: got.issuer,
            docNo: got.docNo,
            issuedAt: got.issuedAt,
            expiresAt: got.expiresAt,
            submittedAt: now,
            reviewedAt: null,
            reviewNote: null,
            reviewedBy: null,
            consentAt: got.consentAt,
            consentPurpose: got.consentPurpose,
            updatedAt: now,
          };
          const [row] = prev
            ? await tx.update(prdocItems).set(values).where(eq(prdocItems.id, prev.id)).returning()
            : await tx.insert(prdocItems).values({ id: newPrdocId(), aplyId: locked.id, ...values, createdAt: now }).returning();
          created = !prev;
          released = prev && prev.storagePath !== row!.storagePath ? prev.storagePath : null;
          const f = await filesOf(tx, [row!.fileId]);
          return toItem(row!, (row!.fileId && f.get(row!.fileId)) || null, await readRecord(storage, got.storagePath));
        }).catch(async (error: unknown) => {
          // refused, or a twin's answer instead: what this request fetched and stored is nobody's
          if (fresh) await storage.remove(fresh);
          throw error;
        });
        // the replaced document's bytes, unless a document of mine or another application still uses them
        if (released) await releaseObject(db, storage, released);
        reply.code(created ? 201 : 200);
        return item;
      },
    },
    prdocRemove: {
      options: WRITE_LIMIT(120),
      handler: async (_req, _reply, { params, member: person }) => {
        const gone = await db.transaction(async (tx) => {
          const a = await ownAply(tx, person.memberId, params.aplyNo, true);
          const [it] = await tx.select().from(prdocItems).where(and(eq(prdocItems.id, params.prdocId), eq(prdocItems.aplyId, a.id)));
          if (!it) throw prdocNotFound();
          if (a.status !== 'DRAFT') throw notEditable('신청한 뒤에는 낸 서류를 뺄 수 없습니다. 기관이 보완을 요청하면 그 서류를 다시 내 주세요.');
          await tx.delete(prdocItems).where(eq(prdocItems.id, it.id));
          return it;
        });
        await releaseObject(db, storage, gone.storagePath);
        return { success: true as const };
      },
    },
    walletList: async (req, _reply, { member: person }) => {
      const today = kstDate(nowOf(req));
      const certs = await wallet.list(db, await exchangePerson(db, person.memberId), today);
      return { sandbox: wallet.sandbox, items: certs.map((c) => ({ ...c, code: c.code as PrdocFormCode, expired: c.expiresAt <= today })) };
    },
    exchangeSandbox: async (_req, _reply, { body, member: person }) => {
      if (!exchange.sandbox || !exchange.setMode) throw new HttpError(404, '샌드박스 교환 센터에서만 쓸 수 있는 기능입니다.');
      exchange.setMode(person.memberId, body.mode);
      return { mode: body.mode, sandbox: true as const, purpose: EXCHANGE_CONSENT_PURPOSE as typeof EXCHANGE_CONSENT_PURPOSE };
    },
  } satisfies Partial<Handlers<typeof prdocCalls>>;
}
