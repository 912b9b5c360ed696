import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { editorRoutes } from './editor';
import { faqRoutes } from './faq';
import { noticeRoutes } from './notices';
import { centerPageRecords } from './page-status';
import { qnaRoutes } from './qna';
import { ensureSeedFiles } from './seed-files';

/**
 * Customer centre boards (issue 6): FAQ, notices with attachments, Q&A, content-editor writes.
 * Returns the page handler's record check (an unknown or hidden notice/FAQ page answers 404).
 */
export async function centerRoutes(app: FastifyInstance, { db }: Database, config: Config) {
  // the storage the upload routes use (files/ writes, this module reads notice and Q&A files)
  const storage = app.dscsn.storage;
  await ensureSeedFiles(storage, app.log);
  faqRoutes(app, db, config);
  noticeRoutes(app, db, config, storage);
  qnaRoutes(app, db, storage);
  editorRoutes(app, db);
  return centerPageRecords(db);
}
