// The AI pages' addresses (issue 19): a question to ask (?q=), a conversation (?conversationId=).
import type { AiCitation } from '@portal/contracts/client';

/** `/ai/result?q=…` or `?conversationId=…` (both: a follow-up asked on arrival). */
export function resultHref(path: string, { q, conversationId }: { q?: string; conversationId?: string }): string {
  const p = new URLSearchParams();
  if (conversationId) p.set('conversationId', conversationId);
  if (q) p.set('q', q);
  const s = p.toString();
  return s ? `${path}?${s}` : path;
}

/** The cited source as its own page (/ai/result/modal). */
export const sourceHref = (c: Pick<AiCitation, 'ref' | 'kind'>, conversationId?: string) =>
  `/ai/result/modal?${new URLSearchParams({ ref: c.ref, kind: c.kind, ...(conversationId ? { conversationId } : {}) }).toString()}`;

/** A hand-off link with the question carried over (?question=), tel: links as they are. */
export const handoffHref = (url: string, question: string) => (url.startsWith('tel:') || !question ? url : `${url}?question=${encodeURIComponent(question)}`);
