import { randomBytes } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ATTACHMENT_MAX_BYTES, apiCalls, type UploadedFile } from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { dscsnCyber, files, staff } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { WRITE_LIMIT, requirePerson } from '../dscsn/context';
import { sniffType } from './magic';
import { FileStorage } from './storage';

/** Unattached uploads are removed after this long. */
export const UNATTACHED_TTL_MS = 24 * 3600_000;
const MB = ATTACHMENT_MAX_BYTES / 1024 / 1024;
const FILE_NOT_FOUND = '파일을 찾을 수 없습니다. 파일 번호를 확인해 주세요.';

export type FileRow = typeof files.$inferSelect;
export const uploadedFile = (f: FileRow): UploadedFile => ({ fileId: f.fileId, name: f.name, size: f.size, type: f.type, uploadedAt: f.uploadedAt.toISOString() });

/** A file name safe to store and show: no folders, no control characters, at most 200 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = path.basename(String(raw ?? '').replaceAll('\\', '/'));
  // eslint-disable-next-line no-control-regex
  const name = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return name || '첨부파일';
}

/** RFC 6266 / 5987: an ASCII fallback and the UTF-8 name (Korean names survive every browser). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Attached to no record (cyber consultation, notice, question). */
export const unattached = () => and(isNull(files.cyberId), isNull(files.noticeId), isNull(files.qnaId));

/** Removes uploads never attached to a record within 24 hours, and leftovers of cut-off uploads. */
export async function sweepFiles(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNATTACHED_TTL_MS);
  const old = await db
    .select({ fileId: files.fileId, storagePath: files.storagePath })
    .from(files)
    .where(and(unattached(), lt(files.uploadedAt, cutoff)))
    .limit(200);
  for (const f of old) {
    // the row goes first: a file attached meanwhile keeps its row (its record set) and its bytes
    const gone = await db
      .delete(files)
      .where(and(eq(files.fileId, f.fileId), unattached()))
      .returning({ fileId: files.fileId });
    if (gone[0]) await storage.remove(f.storagePath);
  }
  await storage.sweepTmp(3600_000, now.getTime());
  return old.length;
}

export async function fileRoutes(app: FastifyInstance, db: Db, storage: FileStorage) {
  await app.register(multipart, {
    // one file part per request; busboy stops reading a file at the limit and marks it truncated
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1000, headerPairs: 50 },
    throwFileSizeLimit: false,
  });

  defineRoute(
    app,
    apiCalls.fileUpload,
    async (req, reply): Promise<UploadedFile> => {
      reply.header('Cache-Control', 'no-store');
      const person = await requirePerson(db, req);
      if (!req.isMultipart()) {
        throw new HttpError(415, '첨부파일은 multipart/form-data 형식으로, 파트 이름 file에 담아 보내 주세요.');
      }
      const part = await req.file();
      if (!part || part.type !== 'file' || part.fieldname !== 'file') {
        throw new HttpError(400, '요청 값을 확인해 주십시오. file: 올릴 파일을 골라 주세요.', [{ field: 'file', message: '올릴 파일을 골라 주세요.' }]);
      }
      const name = cleanFileName(part.filename);
      const got = await storage.receive(part.file);
      if (part.file.truncated) {
        await storage.discard(got.tmpPath);
        throw new HttpError(413, `‘${name}’ 파일이 ${MB}MB를 넘습니다. 파일 하나는 ${MB}MB까지 올릴 수 있습니다. 크기를 줄여 다시 올려 주세요.`, [
          { field: 'file', message: `‘${name}’ 파일이 ${MB}MB를 넘습니다.` },
        ]);
      }
      if (got.size === 0) {
        await storage.discard(got.tmpPath);
        throw new HttpError(400, `요청 값을 확인해 주십시오. file: ‘${name}’ 파일이 비어 있습니다.`, [{ field: 'file', message: `‘${name}’ 파일이 비어 있습니다.` }]);
      }
      const kind = sniffType(got.head);
      if (!kind) {
        await storage.discard(got.tmpPath);
        throw new HttpError(415, `‘${name}’ 파일은 올릴 수 없습니다. 파일은 PDF, JPG, PNG, HWP 형식만 올릴 수 있습니다 (이름이 아니라 파일 내용으로 확인합니다).`, [
          { field: 'file', message: `‘${name}’ 파일은 PDF, JPG, PNG, HWP 형식만 올릴 수 있습니다.` },
        ]);
      }
      const now = nowOf(req);
      const fileId = randomBytes(18).toString('base64url');
      const rel = await storage.keep(got.tmpPath, fileId, now);
      const [row] = await db
        .insert(files)
        .values({ fileId, ownerId: person.memberId, name, size: got.size, type: kind.type, mime: kind.mime, storagePath: rel, sha256: got.sha256, uploadedAt: now })
        .returning();
      reply.code(201);
      return uploadedFile(row!);
    },
    WRITE_LIMIT(60),
  );

  defineRoute(app, apiCalls.fileDownload, async (req, reply, { params }) => {
    const person = await requirePerson(db, req);
    const [f] = await db.select().from(files).where(eq(files.fileId, params.fileId));
    let allowed = !!f && f.ownerId === person.memberId;
    if (f && !allowed && f.cyberId) {
      // the staff of the institution the consultation went to
      const [s] = await db
        .select({ inst: staff.instCode })
        .from(staff)
        .innerJoin(dscsnCyber, eq(dscsnCyber.id, sql`${f.cyberId}::uuid`))
        .where(and(eq(staff.memberId, person.memberId), eq(staff.instCode, dscsnCyber.instCode)));
      allowed = !!s;
    }
    if (!f || !allowed || !(await storage.exists(f.storagePath))) throw new HttpError(404, FILE_NOT_FOUND);
    reply
      .header('Content-Type', f.mime)
      .header('Content-Length', String(f.size))
      .header('Content-Disposition', contentDisposition(f.name))
      .header('Cache-Control', 'private, no-store');
    return reply.send(storage.open(f.storagePath));
  });
}
