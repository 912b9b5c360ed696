// A showcase entry from its two halves: the documentation text in the component folder's doc.json (title,
// summary, import line, the names its code uses, the props table, the accessibility notes) and what only
// code can give in its examples.tsx (the route, the live examples with their code, the generated Extra,
// and any text computed from the code, such as a count of tokens).
import type { ComponentDoc } from './types';

/** The documentation text of a page: what doc.json holds. */
export type DocText = Pick<ComponentDoc, 'title' | 'summary' | 'importLine' | 'uses' | 'props' | 'a11y'>;

/** What the examples file gives: the route, the examples, and the text fields doc.json does not hold. */
type DocPage<T> = Pick<ComponentDoc, 'route' | 'examples' | 'Extra'> & Omit<DocText, keyof T>;

/**
 * One ComponentDoc from the typed doc.json (`text`, checked against DocText) and the examples file's part.
 * A text field is in exactly one of the two: one missing from doc.json must be given by `page`.
 */
export function componentDoc<T extends Partial<DocText>>(text: T, page: DocPage<T>): ComponentDoc {
  return { ...text, ...page } as ComponentDoc;
}
