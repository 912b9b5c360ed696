// Text with article links (LinkedText of the contract): split into paragraphs at blank lines, each piece
// that names an article the portal holds becoming a link to it. Pure (test/linked.test.ts).
import type { LinkedText } from '@portal/contracts/client';

type Piece = LinkedText[number];

/** The paragraphs of a linked text: a blank line (two or more line breaks) ends one; a link never splits. */
export function paragraphs(text: LinkedText): LinkedText[] {
  const out: LinkedText[] = [[]];
  for (const piece of text) {
    if (piece.law && piece.jo) {
      out[out.length - 1]!.push(piece);
      continue;
    }
    const parts = piece.text.split(/\n[ \t]*\n\s*/);
    parts.forEach((part, i) => {
      if (i > 0) out.push([]);
      if (part) out[out.length - 1]!.push({ text: part });
    });
  }
  return out.map(trimEnds).filter((p) => p.some((x) => x.text.trim()));
}

function trimEnds(p: LinkedText): LinkedText {
  if (!p.length) return p;
  const copy: Piece[] = p.map((x) => ({ ...x }));
  if (!copy[0]!.law) copy[0]!.text = copy[0]!.text.replace(/^\s+/, '');
  const last = copy[copy.length - 1]!;
  if (!last.law) last.text = last.text.replace(/\s+$/, '');
  return copy.filter((x) => x.text !== '');
}

/** The text of a linked text without its links (what a screen reader or a test compares). */
export const plain = (text: LinkedText) => text.map((p) => p.text).join('');
