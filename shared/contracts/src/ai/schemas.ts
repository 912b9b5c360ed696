// AI legal guidance (issue 19), area `search`: answers drawn only from the search index's sources,
// with numbered citations, and the way to people.
import { z } from 'zod';
import { cleanText, paged, Paging, RecordId } from '../common';
import { SearchKindField } from '../search/schemas';
import { AI_MESSAGES, AI_NO_ANSWER_REASONS, AI_QUESTION_MAX } from './rules';

export * from './rules';

export const AiQuestion = z
  .string({ error: AI_MESSAGES.empty })
  .transform(cleanText)
  .pipe(z.string().min(1, { error: AI_MESSAGES.empty }).max(AI_QUESTION_MAX, { error: AI_MESSAGES.tooLong }));

export const AiConversationId = RecordId('대화 번호');

export const AiAnswerRequest = z.object({ question: AiQuestion, conversationId: AiConversationId.optional() });
export type AiAnswerRequest = z.input<typeof AiAnswerRequest>;

export const AiCitation = z.object({
  /** The number the answer's sentences carry: [1], [2] … */
  n: z.number().int().min(1),
  /** The search index's stable identity of the source ('주택임대차보호법 제3조의3', '대법원 2005다4529', …). */
  ref: z.string(),
  kind: SearchKindField,
  title: z.string(),
  /** The sentence of the source the answer rests on, verbatim. */
  quote: z.string(),
  url: z.string(),
});
export type AiCitation = z.infer<typeof AiCitation>;

export const AiHandoff = z.object({
  /** Why people are offered instead of an answer (null: offered after an answer too). */
  reason: z.enum(AI_NO_ANSWER_REASONS).nullable(),
  message: z.string(),
  /** The question to carry to the booking or cyber consultation form. */
  question: z.string(),
  emergency: z.array(z.object({ name: z.string(), tel: z.string() })),
});

export const AiAnswer = z.object({
  conversationId: z.string(),
  messageId: z.string(),
  question: z.string(),
  /** Plain Korean sentences, each legal one followed by its citation numbers ([1][2]). */
  answer: z.string(),
  citations: z.array(AiCitation),
  noAnswer: z.boolean(),
  handoff: AiHandoff,
  /** The sources as of this date (the search index's). */
  sourcesDate: z.string(),
  /** The answer came from the sandbox (extractive) answerer, as the page says. */
  sandbox: z.boolean(),
  /** Said above the answer when the model could not be reached and the sandbox answered instead, or a sentence was dropped. */
  notice: z.string().nullable(),
  createdAt: z.string(),
});
export type AiAnswer = z.infer<typeof AiAnswer>;

export const AiConversationSummary = z.object({ conversationId: z.string(), title: z.string(), turns: z.number().int(), updatedAt: z.string() });
export const AiConversationList = paged(AiConversationSummary);
export type AiConversationList = z.infer<typeof AiConversationList>;
export const AiConversationQuery = z.object({ ...Paging });

export const AiConversation = z.object({ conversationId: z.string(), title: z.string(), createdAt: z.string(), expiresAt: z.string(), turns: z.array(AiAnswer) });
export type AiConversation = z.infer<typeof AiConversation>;
export const AiConversationParams = z.object({ conversationId: AiConversationId });
