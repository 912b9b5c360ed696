// The server's check of any answer, whoever wrote it: every sentence that states something carries
// a citation of a retrieved source, the cited quote stands verbatim in that source, and the sentence
// speaks of what the quote says. What fails is dropped, and the answer says so.
import type { AiCitation } from '@portal/contracts';
import { onSubject, type Subject } from './relevance';
import { shared, type Source } from './sources';

export interface Draft {
  /** Sentences with their citation numbers as [n]. */
  answer: string;
  citations: { n: number; quote: string }[];
}

const CITE = /\[(\d{1,2})\]/g;

/** The answerer's own sentences that introduce what follows and claim nothing: kept without a citation. */
export const FRAMING = ['관련 법 조문은 다음과 같습니다.'];

/** Sentences of an answer: split after . ? ! or a line break, the [n] marks kept with their sentence. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/([.?!。])\s*((?:\[\d{1,2}\])+)/g, '$1$2')
    .split(/(?<=[.?!。](?:\[\d{1,2}\])*)\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const normal = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();

/**
 * The draft as it may be shown. With the question's subject, the relevance gate applies to whatever
 * the draft cites: a sentence whose cited source does not speak to the subject is dropped like an
 * unsupported one (whoever chose the sources the model saw).
 */
export function ground(draft: Draft, sources: Source[], subject?: Subject): { answer: string; citations: AiCitation[]; dropped: number } {
  const quotes = new Map<number, string>();
  for (const c of draft.citations) {
    const source = sources.find((s) => s.n === c.n);
    // a quote its source does not hold word for word is no citation at all
    if (source && c.quote.trim().length >= 8 && normal(source.text).includes(normal(c.quote))) quotes.set(c.n, c.quote.trim());
  }
  const kept: string[] = [];
  const used = new Set<number>();
  let dropped = 0;
  const relevant = (n: number) => {
    const source = sources.find((s) => s.n === n)!;
    return !subject || onSubject(subject, source.lexemes ?? source.text);
  };
  const framing: string[] = [];
  for (const sentence of sentencesOf(draft.answer)) {
    if (FRAMING.includes(sentence)) {
      framing.push(sentence);
      continue;
    }
    const numbers = [...sentence.matchAll(CITE)].map((m) => Number(m[1]));
    const supported = numbers.filter((n) => quotes.has(n) && shared(sentence.replace(CITE, ''), quotes.get(n)!) >= 2 && relevant(n));
    if (!supported.length) {
      dropped++;
      continue;
    }
    supported.forEach((n) => used.add(n));
    kept.push(...framing.splice(0), `${sentence.replace(CITE, '').trim()} ${supported.map((n) => `[${n}]`).join('')}`);
  }
  const citations = sources
    .filter((s) => used.has(s.n))
    .map((s) => ({ n: s.n, ref: s.ref, kind: s.kind, title: s.title, quote: quotes.get(s.n)!, url: s.url }));
  return { answer: kept.join('\n'), citations, dropped };
}
