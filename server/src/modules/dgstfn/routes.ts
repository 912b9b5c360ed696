import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { kstDate, SURVEY_ALREADY_ANSWERED, type Survey, type SurveySummary, type dgstfnCalls } from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { surveyQuestions, surveyResponses, surveys, surveyScores } from '../../db/schema';
import { codedError, fieldError, HttpError } from '../../http/errors';
import { ownedKey } from '../../http/owned-key';
import { visitorKey } from '../../http/visitor';
import { findSession } from '../../kernel/session';
import { SATISFACTION_RATE_LIMIT } from '../../kernel/limits';
import type { Module } from '../../kernel/module';
import { statsPeriod, surveyStatus } from './period';
import { surveyStats } from './stats';

export const ALREADY_ANSWERED_MESSAGE = '이미 이 설문에 참여하셨습니다. 소중한 의견에 감사드립니다.';
const NOT_FOUND = '설문을 찾을 수 없습니다. 만족도 조사 목록에서 다시 골라 주세요.';

type SurveyRow = typeof surveys.$inferSelect;

/** Who answers: the signed-in member (or verified guest), else this browser session (hashed cookie). */
async function respondentOf(db: Db, config: Config, req: FastifyRequest, reply: FastifyReply) {
  const session = await findSession(db, req);
  if (session) return { key: `member:${session.memberId}`, memberId: session.memberId as string | null };
  return { key: `visitor:${visitorKey(config, req, reply)}`, memberId: null };
}

const savedOf = (r: { surveyId: string; createdAt: Date }) => ({ surveyId: r.surveyId, answeredAt: r.createdAt.toISOString() });

/**
 * 만족도 조사: list, one survey, one answer per respondent per survey (the unique index decides
 * under concurrency), statistics. Comments are opinions: stored, never logged, never returned.
 */
export const dgstfnModule: Module<typeof dgstfnCalls> = ({ db, config, openData }) => {
  // the open API's satisfaction statistics (issue 33): every survey of the period
  openData.satisfaction = (q, now) => surveyStats(db, statsPeriod(now, q.fromMonth, q.toMonth), null);
  const summaries = async (rows: SurveyRow[], today: string, respondentKey: string): Promise<SurveySummary[]> => {
    const ids = rows.map((r) => r.surveyId);
    if (!ids.length) return [];
    const counts = await db
      .select({ surveyId: surveyResponses.surveyId, n: count() })
      .from(surveyResponses)
      .where(inArray(surveyResponses.surveyId, ids))
      .groupBy(surveyResponses.surveyId);
    const mine = await db
      .select({ surveyId: surveyResponses.surveyId })
      .from(surveyResponses)
      .where(and(inArray(surveyResponses.surveyId, ids), eq(surveyResponses.respondentKey, respondentKey)));
    const byId = new Map(counts.map((c) => [c.surveyId, Number(c.n)]));
    const answered = new Set(mine.map((m) => m.surveyId));
    return rows.map((r) => ({
      surveyId: r.surveyId,
      title: r.title,
      description: r.description,
      startsOn: r.startsOn,
      endsOn: r.endsOn,
      status: surveyStatus(r.startsOn, r.endsOn, today),
      responseCount: byId.get(r.surveyId) ?? 0,
      answered: answered.has(r.surveyId),
    }));
  };

  const findSurvey = async (surveyId: string) => (await db.select().from(surveys).where(eq(surveys.surveyId, surveyId)).limit(1))[0];

  return {
    handlers: {
      surveyList: async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        const who = await respondentOf(db, config, req, reply);
        const rows = await db.select().from(surveys).orderBy(desc(surveys.startsOn), asc(surveys.sortOrder), asc(surveys.surveyId));
        return summaries(rows, kstDate(nowOf(req)), who.key);
      },
      survey: async (req, reply, { params }): Promise<Survey> => {
        reply.header('Cache-Control', 'no-store');
        const row = await findSurvey(params.surveyId);
        if (!row) throw new HttpError(404, NOT_FOUND);
        const who = await respondentOf(db, config, req, reply);
        const [summary] = await summaries([row], kstDate(nowOf(req)), who.key);
        const questions = await db
          .select({ questionId: surveyQuestions.questionId, area: surveyQuestions.area, text: surveyQuestions.text })
          .from(surveyQuestions)
          .where(eq(surveyQuestions.surveyId, row.surveyId))
          .orderBy(asc(surveyQuestions.sort), asc(surveyQuestions.questionId));
        return { ...summary!, questions };
      },
      surveyAnswer: {
        options: { config: { rateLimit: SATISFACTION_RATE_LIMIT } },
        handler: async (req, reply, { params, body, headers }) => {
          const survey = await findSurvey(params.surveyId);
          if (!survey) throw new HttpError(404, NOT_FOUND);
          const who = await respondentOf(db, config, req, reply);
          const key = ownedKey(who.key, headers['idempotency-key']);

          const replay = async () => {
            const [first] = await db.select().from(surveyResponses).where(eq(surveyResponses.idempotencyKey, key)).limit(1);
            if (!first) return null;
            if (first.surveyId !== survey.surveyId || first.respondentKey !== who.key)
              throw codedError(409, 'IDEMPOTENCY_MISMATCH', '같은 Idempotency-Key로 다른 응답을 보냈습니다. 페이지를 새로 고친 뒤 다시 보내 주세요.');
            reply.code(200).header('Idempotent-Replayed', 'true');
            return savedOf(first);
          };
          const refuseTwice = () => codedError(409, SURVEY_ALREADY_ANSWERED, ALREADY_ANSWERED_MESSAGE);

          const replayed = await replay();
          if (replayed) return replayed;

          const status = surveyStatus(survey.startsOn, survey.endsOn, kstDate(nowOf(req)));
          if (status === 'CLOSED') throw codedError(409, 'SURVEY_CLOSED', `이 설문은 ${survey.endsOn}에 끝났습니다. 참여해 주셔서 감사합니다. 결과는 만족도 조사 결과 통계에서 보실 수 있습니다.`);
          if (status === 'UPCOMING') throw codedError(409, 'SURVEY_UPCOMING', `이 설문은 ${survey.startsOn}에 시작합니다. 그때 다시 참여해 주세요.`);

          const questions = await db
            .select({ questionId: surveyQuestions.questionId, sort: surveyQuestions.sort })
            .from(surveyQuestions)
            .where(eq(surveyQuestions.surveyId, survey.surveyId))
            .orderBy(asc(surveyQuestions.sort), asc(surveyQuestions.questionId));
          const known = new Set(questions.map((q) => q.questionId));
          const unknown = Object.keys(body.scores).filter((id) => !known.has(id));
          if (unknown.length) throw fieldError(`scores.${unknown[0]}`, '이 설문에 없는 문항입니다. 페이지를 새로 고친 뒤 다시 답해 주세요.');
          const missing = questions.map((q, i) => ({ ...q, no: i + 1 })).filter((q) => body.scores[q.questionId] === undefined);
          if (missing.length) {
            const errors = missing.map((q) => ({ field: `scores.${q.questionId}`, message: `${q.no}번 문항에 답해 주세요.` }));
            throw new HttpError(400, `요청 값을 확인해 주십시오. 답하지 않은 문항: ${missing.map((q) => `${q.no}번`).join(', ')}`, errors);
          }

          const [already] = await db
            .select({ id: surveyResponses.id })
            .from(surveyResponses)
            .where(and(eq(surveyResponses.surveyId, survey.surveyId), eq(surveyResponses.respondentKey, who.key)))
            .limit(1);
          if (already) {
            // a twin with the same key may have committed since the first look: then its answer, not a refusal
            const twin = await replay();
            if (twin) return twin;
            throw refuseTwice();
          }

          const now = nowOf(req);
          const inserted = await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(surveyResponses)
              .values({ surveyId: survey.surveyId, respondentKey: who.key, memberId: who.memberId, idempotencyKey: key, comment: body.comment, createdAt: now })
              .onConflictDoNothing()
              .returning();
            if (!row) return null;
            await tx.insert(surveyScores).values(questions.map((q) => ({ responseId: row.id, questionId: q.questionId, score: body.scores[q.questionId]! })));
            return row;
          });
          if (inserted) {
            reply.code(201);
            return savedOf(inserted);
          }
          // a twin request won the race: same key → its answer; otherwise this respondent already answered
          const again = await replay();
          if (again) return again;
          throw refuseTwice();
        },
      },
      surveyStats: async (req, reply, { query }) => {
        reply.header('Cache-Control', 'no-store');
        const surveyId = query.surveyId ?? null;
        if (surveyId && !(await findSurvey(surveyId))) throw fieldError('surveyId', '해당 설문이 없습니다. 목록에서 다시 골라 주세요.');
        return surveyStats(db, statsPeriod(nowOf(req), query.from, query.to), surveyId);
      },
    },
  };
};
