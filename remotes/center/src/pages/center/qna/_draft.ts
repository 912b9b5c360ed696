import type { UploadedFile } from '@portal/contracts/client';
import { useFormDraft } from '@portal/ui/form';

export interface QnaValues extends Record<string, unknown> {
  category: string;
  title: string;
  content: string;
  /** At most one (the contract's optional attachment). */
  files: UploadedFile[];
  isPublic: 'N' | 'Y';
  consent: boolean;
}

export const blankQna = (): QnaValues => ({ category: '', title: '', content: '', files: [], isPublic: 'N', consent: false });

/**
 * The question being written, in sessionStorage with ONE Idempotency-Key (@portal/ui/form
 * useFormDraft): a double click, a retry or a send after a reload or a sign-in detour store one
 * question. The server binds a key only to a stored question, so a refused send (400) may be
 * corrected and sent again under the same key.
 */
export const useQnaDraft = () => useFormDraft('portal.center.qna.draft', blankQna);
