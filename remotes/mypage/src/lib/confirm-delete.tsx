import { useState } from 'react';
import { httpErrorSentence } from '@portal/http';
import { errorBody, errorStatus, Notice } from '@portal/ui/form';

/**
 * 삭제, asked again in the project's dialog (cancel focused) before `remove` runs. A record already
 * gone (404, e.g. deleted in another tab) counts as deleted; any other failure is kept as `failure`
 * for the page to show.
 */
export function useConfirmedDelete() {
  const [failure, setFailure] = useState<string | null>(null);
  const confirmDelete = async (dialog: { title: string; text: string; footnote?: string; textAlign?: 'left' }, remove: () => Promise<unknown>, deleted: () => void) => {
    const { confirmFirst } = await import('@portal/ui/dialog');
    if (!(await confirmFirst({ confirmButtonText: '삭제', ...dialog }))) return;
    setFailure(null);
    try {
      await remove();
      deleted();
    } catch (error) {
      if (errorStatus(error) === 404) deleted();
      else setFailure(errorBody(error).message ?? httpErrorSentence(error));
    }
  };
  return { failure, confirmDelete };
}

/** The failure useConfirmedDelete kept, as an alert; nothing without one. */
export function DeleteFailure({ failure }: { failure: string | null }) {
  return failure ? (
    <Notice tone="error" role="alert">
      <p data-delete-error="">{failure}</p>
    </Notice>
  ) : null;
}
