import { useEffect, useRef } from 'react';
import { MyDocList } from './MyDocList';
import type { FileRef } from './values';

/**
 * 나의 서류에서 고르기 inside the form: a native modal <dialog> (the page behind is inert, Esc closes,
 * focus returns to the button). The standalone /elrcpt/MyDocPopup window shows the same list.
 */
export function DocDialog({ already, onPick, onClose }: { already: readonly string[]; onPick(files: FileRef[]): void; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (d && !d.open) d.showModal?.();
    return () => opener?.focus?.();
  }, []);
  return (
    <dialog ref={ref} className="el-dialog" aria-labelledby="el-docs-title" onClose={onClose} onCancel={onClose} data-doc-dialog="">
      <h2 id="el-docs-title">나의 서류에서 고르기</h2>
      <MyDocList already={already} onPick={onPick} onCancel={onClose} />
    </dialog>
  );
}
