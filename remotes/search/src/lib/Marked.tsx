import { markParts } from './marks';

/** A title or snippet of the search answer: text nodes, the matched words in <mark>. */
export function Marked({ text }: { text: string }) {
  return (
    <>
      {markParts(text).map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : p.text))}
    </>
  );
}
