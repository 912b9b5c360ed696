// The sandbox answerer (LLM_ADAPTER=sandbox, no network): the answer is composed of the sources'
// sentences that speak most of the question, each with its citation, in the order the search ranked
// the sources. It cannot say anything its sources do not.
import type { Draft } from './grounding';
import { sentencesOf } from './grounding';
import { shared, type Source } from './sources';

const SENTENCES_MAX = 4;
/** A whole sentence that tells (not a heading, a question or a fragment like "…여부"). */
const TELLS = /(다|요|니다)[.]?$/;
/** Sentences that say what one can or must do weigh more. */
const ADVICE = /(수 있|해야|하여야|받을|신청|청구|됩니다|합니다)/;

export function sandboxAnswer(question: string, sources: Source[]): Draft {
  const picked: { n: number; sentence: string; score: number }[] = [];
  for (const s of sources) {
    let best: { sentence: string; score: number } | null = null;
    for (const sentence of sentencesOf(s.passage)) {
      if (sentence.length < 12 || sentence.length > 260 || !TELLS.test(sentence)) continue;
      const score = shared(question, sentence) + (ADVICE.test(sentence) ? 1 : 0);
      if (score >= 2 && (!best || score > best.score)) best = { sentence, score };
    }
    if (best) picked.push({ n: s.n, ...best });
  }
  const chosen = picked.slice(0, SENTENCES_MAX);
  return {
    answer: chosen.map((c) => `${c.sentence} [${c.n}]`).join('\n'),
    citations: chosen.map((c) => ({ n: c.n, quote: c.sentence })),
  };
}
