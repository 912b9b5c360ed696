import { date, integer, pgTable, primaryKey, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { ts, uuidKey } from './columns';

// Satisfaction surveys (0006_dgstfn).

export const surveys = pgTable('surveys', {
  surveyId: text('survey_id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    surveyId: text('survey_id').notNull(),
    questionId: text('question_id').notNull(),
    area: text('area').$type<'PORTAL' | 'CONSULT' | 'LEGAL_AID' | 'INFO'>().notNull(),
    text: text('text').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.questionId] })],
);

export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: uuidKey(),
    surveyId: text('survey_id').notNull(),
    respondentKey: text('respondent_key').notNull(),
    memberId: uuid('member_id'),
    idempotencyKey: text('idempotency_key').notNull().unique('survey_responses_idem'),
    comment: text('comment').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('survey_responses_once').on(t.surveyId, t.respondentKey),
  ],
);

export const surveyScores = pgTable(
  'survey_scores',
  {
    responseId: uuid('response_id').notNull(),
    questionId: text('question_id').notNull(),
    score: smallint('score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.responseId, t.questionId] })],
);
