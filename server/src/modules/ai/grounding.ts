// The server's check of any answer, whoever wrote it: every sentence that states something carries
// a citation of a retrieved source, the cited quote stands verbatim in that source, and the sentence
// speaks of what the quote says. What fails is dropped, and the answer says so.
import type { AiCitation } from '@portal/contracts';
import { shared, type Source } from './sources';

export interface Draft {
  /** Sentences with their citation numbers as [n]. */
  answer: string;
  citations: { n: number; quote: string }[];
}

const CITE = /\[(\d{1,2})\]/g;

/** Sentences of an answer: split after . ? ! or a line break, the [n] marks kept with their sentence. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/([.?!。])\s*((?:\[\d{1,2}\])+)/g, '$1$2')
    .split(/(?<=[.?!。](?:\[\d{1,2}\])*)\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const normal = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();

export function ground(draft: Draft, sources: Source[]): { answer: string; citations: AiCitation[]; dropped: number } {
  const quotes = new Map<number, string>();
  for (const c of draft.citations) {
    const source = sources.find((s) => s.n === c.n);
    // a quote its source does not hold word for word is no citation at all
    if (source && c.quote.trim().length >= 8 && normal(source.text).includes(normal(c.quote))) quotes.set(c.n, c.quote.trim());
  }
  const kept: string[] = [];
  const used = new Set<number>();
  let dropped = 0;
  for (const sentence of sentencesOf(draft.answer)) {
    const numbers = [...sentence.matchAll(CITE)].map((m) => Number(m[1]));
    const supported = numbers.filter((n) => quotes.has(n) && shared(sentence.replace(CITE, ''), quotes.get(n)!) >= 2);
    if (!supported.length) {
      dropped++;
      continue;
    }
    supported.forEach((n) => used.add(n));
    kept.push(`${sentence.replace(CITE, '').trim()} ${supported.map((n) => `[${n}]`).join('')}`);
  }
  const citations = sources
    .filter((s) => used.has(s.n))
    .map((s) => ({ n: s.n, ref: s.ref, kind: s.kind, title: s.title, quote: quotes.get(s.n)!, url: s.url }));
  return { answer: kept.join('\n'), citations, dropped };
}
