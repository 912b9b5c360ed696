// The sandbox answerer (LLM_ADAPTER=sandbox, no network): the answer is composed of the sources'
// sentences that speak most of the question, each with its citation. It reads as guidance: the plain
// sentences of cases, FAQ, forms and services come first, then the statute or precedent that stands
// behind them, named; when no plain sentence answers, one framing sentence of its own (FRAMING, no
// legal claim) introduces the article. It cannot say anything its sources do not.
import type { SearchKind } from '@portal/contracts';
import type { Draft } from './grounding';
import { FRAMING, sentencesOf } from './grounding';
import { shared, type Source } from './sources';

const SENTENCES_MAX = 4;
const PLAIN_MAX = 3;
/** A whole sentence that tells (not a heading, a question or a fragment like "…여부"). */
const TELLS = /(다|요|니다)[.]?$/;
/** Sentences that say what one can or must do weigh more. */
const ADVICE = /(수 있|해야|하여야|받을|신청|청구|됩니다|합니다)/;
/** Kinds written in the law's or the court's words, not the citizen's. */
const LEGAL_TEXT: SearchKind[] = ['statute', 'precedent'];
/** The numbers of a paragraph, item or holding a sentence starts with (①, 1., 가., [1], (가)). */
const PARAGRAPH_MARK = /^(?:\s*(?:[①-⑳]|\d{1,2}\.|[가-하]\.|\[\d{1,2}\]|\([가-하]\)))+\s*/;

interface Chosen {
  n: number;
  sentence: string;
  score: number;
  legal: boolean;
  title: string;
}

function bestSentence(question: string, s: Source): Chosen | null {
  let best: Chosen | null = null;
  for (const sentence of sentencesOf(s.passage)) {
    if (sentence.length < 12 || sentence.length > 260 || !TELLS.test(sentence)) continue;
    const score = shared(question, sentence) + (ADVICE.test(sentence) ? 1 : 0);
    if (score >= 2 && (!best || score > best.score)) best = { n: s.n, sentence, score, legal: LEGAL_TEXT.includes(s.kind), title: s.title };
  }
  return best;
}

/** A sentence as the answer says it: its paragraph number left out (the quote keeps it). */
const said = (p: Chosen) => p.sentence.replace(PARAGRAPH_MARK, '');
/** An article or holding named by its source. */
const named = (p: Chosen) => `${p.title}: ${said(p)}`;

export function sandboxAnswer(question: string, sources: Source[]): Draft {
  const picked = sources.map((s) => bestSentence(question, s)).filter((p) => p !== null);
  const plain = picked.filter((p) => !p.legal).slice(0, PLAIN_MAX);
  const legal = picked.filter((p) => p.legal).slice(0, SENTENCES_MAX - plain.length);
  const chosen = [...plain, ...legal];
  const lines = [...(plain.length || !legal.length ? [] : [FRAMING[0]!]), ...plain.map((p) => `${said(p)} [${p.n}]`), ...legal.map((p) => `${named(p)} [${p.n}]`)];
  return {
    answer: lines.join('\n'),
    citations: chosen.map((c) => ({ n: c.n, quote: c.sentence })),
  };
}
