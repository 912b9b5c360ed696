import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ScannerUnavailable, type Scanner } from '../../../adapters/scan';
import { StoreUnavailable } from '../../../adapters/storage';
import { ATTACHMENT_MAX_BYTES, type UploadedFile, type dscsnCalls } from '@portal/contracts';
import { nowOf } from '../../../clock';
import type { Db } from '../../../db/client';
import { files } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import { findBadText } from '../../../http/input-text';
import { errorSummary } from '../../../http/log-safe';
import type { Handlers } from '../../../http/route';
import { WRITE_LIMIT } from '../../../kernel/limits';
import { attachmentHeaders } from '../../../kernel/files/download';
import { cleanFileName, nameForType } from '../../../kernel/files/file-name';
import { applicationStaffMayRead, cyberStaffMayRead, uploadedFile } from '../../../kernel/files/files';
import { readerOf } from '../../../kernel/principal';
import { inspectFile } from '../../../kernel/files/inspect';
import type { FileStorage } from '../../../kernel/files/storage';


const MB = ATTACHMENT_MAX_BYTES / 1024 / 1024;
const FILE_NOT_FOUND = '파일을 찾을 수 없습니다. 파일 번호를 확인해 주세요.';

const MULTIPART_BROKEN = '첨부파일 요청(multipart/form-data)의 형식이 올바르지 않습니다. 파일을 다시 골라 올려 주세요.';

/**
 * A multipart body @fastify/multipart or busboy cannot read (no boundary, cut off, a broken part
 * header, too many parts) is the sender's mistake: a Korean 4xx naming `file`, never a 500.
 */
function multipartError(error: unknown): never {
  if (error instanceof HttpError) throw error;
  const e = error as { code?: string; statusCode?: number };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') {
    throw new HttpError(413, `파일 하나는 ${MB}MB까지 올릴 수 있습니다. 크기를 줄여 다시 올려 주세요.`, [{ field: 'file', message: `파일이 ${MB}MB를 넘습니다.` }]);
  }
  if (e.code === 'FST_PARTS_LIMIT' || e.code === 'FST_FILES_LIMIT' || e.code === 'FST_FIELDS_LIMIT') {
    throw new HttpError(413, '요청 값을 확인해 주십시오. file: 한 번에 파일 하나만 올릴 수 있습니다. 파일 하나만 골라 다시 올려 주세요.', [
      { field: 'file', message: '한 번에 파일 하나만 올릴 수 있습니다.' },
    ]);
  }
  if (e.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    throw new HttpError(415, '첨부파일은 multipart/form-data 형식으로, 파트 이름 file에 담아 보내 주세요.');
  }
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e.statusCode === 413) {
    throw new HttpError(413, '보내신 내용이 너무 큽니다. 크기를 줄여 다시 보내 주십시오.');
  }
  // busboy: "Unexpected end of form", "Malformed part header", "Multipart: Boundary not found", a prototype key, …
  throw new HttpError(400, `요청 값을 확인해 주십시오. file: ${MULTIPART_BROKEN}`, [{ field: 'file', message: MULTIPART_BROKEN }]);
}

/** The file name and the text fields sent with the file go through the same text check as every JSON call. */
function checkPartText(part: { filename: string; fields: Record<string, unknown> }) {
  const bad = findBadText(part.filename, 'filename');
  if (bad) throw new HttpError(400, `요청 값을 확인해 주십시오. filename: 파일 이름의 ${bad.message}`, [{ field: 'filename', message: `파일 이름의 ${bad.message}` }]);
  const values = Object.fromEntries(
    Object.entries(part.fields)
      .filter(([, f]) => (f as { type?: string }).type === 'field')
      .map(([k, f]) => [k, (f as { value?: unknown }).value]),
  );
  const badField = findBadText(values, 'fields');
  if (badField) throw new HttpError(400, `요청 값을 확인해 주십시오. ${badField.field}: ${badField.message}`, [badField]);
}

const SCANNER_DOWN = '악성코드 검사기에 연결할 수 없어 파일을 올리지 못했습니다. 올린 파일은 저장하지 않았습니다. 잠시 뒤 다시 올려 주세요.';
const STORE_DOWN = '파일 저장소에 연결할 수 없어 파일을 올리지 못했습니다. 잠시 뒤 다시 올려 주세요.';

/** Scans the plain content; a finding is a 422 naming the file and the signature, a scanner that cannot answer a 503. */
async function scanOrRefuse(scanner: Scanner, name: string, data: Buffer, log: FastifyBaseLogger): Promise<void> {
  let result;
  try {
    result = await scanner.scan(data);
  } catch (error) {
    if (!(error instanceof ScannerUnavailable)) throw error;
    log.warn({ scanner: scanner.name, err: errorSummary(error) }, 'virus scanner unavailable: upload refused');
    throw new HttpError(503, SCANNER_DOWN, [{ field: 'file', message: SCANNER_DOWN }]);
  }
  if (result.clean) return;
  // the signature and size only: a file name can hold a person's name
  log.warn({ scanner: scanner.name, signature: result.signature, size: data.length }, 'upload refused: malware found');
  const found = scanner.sandbox ? `${result.signature} — 시험용 모의 검사기가 찾음` : result.signature;
  const message = `‘${name}’ 파일에서 악성코드(${found})가 발견되어 올릴 수 없습니다. 백신 프로그램으로 검사해 깨끗한 파일을 올려 주세요.`;
  throw new HttpError(422, message, [{ field: 'file', message }]);
}

/** The multipart parser of uploads. */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    // one file part per request; busboy stops reading a file at the limit and marks it truncated
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1000, headerPairs: 50 },
    throwFileSizeLimit: false,
  });
}

export function fileHandlers(db: Db, storage: FileStorage, scanner: Scanner) {

  return {
    fileUpload: {
      options: WRITE_LIMIT(60),
      handler: async (req, reply): Promise<UploadedFile> => {
        // the uploader: the citizen, else the staff member signed in at the back office (the same person's id either way)
        const reader = await readerOf(db, req);
        const person = (reader.person ?? reader.staff)!;
        if (!req.isMultipart()) {
          throw new HttpError(415, '첨부파일은 multipart/form-data 형식으로, 파트 이름 file에 담아 보내 주세요.');
        }
        const part = await req.file().catch(multipartError);
        if (!part || part.type !== 'file' || part.fieldname !== 'file') {
          throw new HttpError(400, '요청 값을 확인해 주십시오. file: 올릴 파일을 골라 주세요.', [{ field: 'file', message: '올릴 파일을 골라 주세요.' }]);
        }
        checkPartText(part);
        const name = cleanFileName(part.filename);
        const got = await storage.receive(part.file).catch(multipartError);
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
        // a virus scan first (EICAR inside a valid PDF is refused as a virus, not let through as a PDF),
        // then the whole file's structure, then its name's extension against what it is
        const content = await storage.readTmp(got.tmpPath);
        try {
          await scanOrRefuse(scanner, name, content, req.log);
        } catch (error) {
          await storage.discard(got.tmpPath);
          throw error;
        }
        const verdict = await inspectFile(content);
        const named = verdict.ok ? nameForType(name, verdict.kind.format) : null;
        if (!verdict.ok || !named?.ok) {
          await storage.discard(got.tmpPath);
          const message = !verdict.ok
            ? verdict.kind
              ? `‘${name}’ 파일은 올릴 수 없습니다. ${verdict.reason}. ${verdict.fix ?? '원본 프로그램에서 다시 저장한 파일을 올려 주세요'}.`
              : `‘${name}’ 파일은 올릴 수 없습니다. 파일은 PDF, JPG, PNG, HWP 형식만 올릴 수 있습니다 (이름이 아니라 파일 내용으로 확인합니다).`
            : (named as { message: string }).message;
          throw new HttpError(415, message, [{ field: 'file', message }]);
        }
        const kind = verdict.kind;
        const now = nowOf(req);
        const fileId = randomBytes(18).toString('base64url');
        const rel = await storage.keep(got.tmpPath, fileId, now).catch(async (error: unknown) => {
          await storage.discard(got.tmpPath);
          if (error instanceof StoreUnavailable) throw new HttpError(503, STORE_DOWN, [{ field: 'file', message: STORE_DOWN }]);
          throw error;
        });
        const [row] = await db
          .insert(files)
          .values({ fileId, ownerId: person.memberId, name: named.name, size: got.size, type: kind.type, mime: kind.mime, storagePath: rel, sha256: got.sha256, uploadedAt: now })
          .returning();
        reply.code(201);
        return uploadedFile(row!);
      },
    },
    fileDownload: async (req, reply, { params }) => {
      const { person, staff } = await readerOf(db, req);
      const [f] = await db.select().from(files).where(eq(files.fileId, params.fileId));
      let allowed = !!f && !!person && f.ownerId === person.memberId;
      // the staff of the institution the consultation went to (signed in at the back office)
      if (f && !allowed && staff) allowed = await cyberStaffMayRead(db, staff.memberId, f);
      // the staff of the institution an application went to (its attachments and supplements)
      if (f && !allowed && staff) allowed = await applicationStaffMayRead(db, staff.memberId, f.fileId, nowOf(req));
      const stream = f && allowed ? await storage.openStream(f.storagePath) : null;
      if (!f || !stream) throw new HttpError(404, FILE_NOT_FOUND);
      return attachmentHeaders(reply, f, 'private, no-store').send(stream);
    },
  } satisfies Partial<Handlers<typeof dscsnCalls>>;
}
