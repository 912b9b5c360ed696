import type { statuteCalls } from '@portal/contracts';
import type { Module } from '../../kernel/module';
import { articleHandlers } from './articles';
import { caseHandlers } from './cases';
import { formHandlers } from './forms';
import { precedentHandlers } from './precedents';

/**
 * Statute information (issue 18): statutes by article, precedents, 법률상담사례·법률구조사례, forms.
 * The content is loaded by seed/legal.ts; the lists' search words go through the one search index.
 */
export const statuteModule: Module<typeof statuteCalls> = ({ db, config }) => ({
  handlers: {
    ...articleHandlers(db),
    ...precedentHandlers(db),
    ...caseHandlers(db, config),
    ...formHandlers(db),
  },
});
