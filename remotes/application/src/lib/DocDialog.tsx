import { InPageDialog } from '@portal/ui/popup';
import { MyDocList } from './MyDocList';
import type { FileRef } from './values';

/**
 * 나의 서류에서 고르기 inside the form (an in-page modal dialog). The standalone /elrcpt/MyDocPopup
 * window shows the same list.
 */
export function DocDialog({ already, onPick, onClose }: { already: readonly string[]; onPick(files: FileRef[]): void; onClose(): void }) {
  return (
    <InPageDialog title="나의 서류에서 고르기" onClose={onClose} data-doc-dialog="">
      <MyDocList already={already} onPick={onPick} onCancel={onClose} />
    </InPageDialog>
  );
}
