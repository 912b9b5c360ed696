import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { articleRoutes } from './articles';
import { caseRoutes } from './cases';
import { formRoutes } from './forms';
import { precedentRoutes } from './precedents';

/**
 * Statute information (issue 18): statutes by article, precedents, 법률상담사례·법률구조사례, forms.
 * The content is loaded by seed/legal.ts; the lists' search words go through the one search index.
 */
export function statuteRoutes(app: FastifyInstance, { db }: Database, config: Config) {
  articleRoutes(app, db);
  precedentRoutes(app, db);
  caseRoutes(app, db, config);
  formRoutes(app, db);
}
