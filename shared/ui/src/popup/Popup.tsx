import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A dialog inside a page: a native modal <dialog> (the page behind is inert, Esc closes, focus returns
 * to the button that opened it). 나의 서류에서 고르기, the wallet, the list of documents and the
 * consent text use it; their standalone popup routes show the same content.
 */
export function InPageDialog({ title, onClose, children, wide, ...data }: { title: string; onClose(): void; children: ReactNode; wide?: boolean; [data: `data-${string}`]: string | undefined }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (d && !d.open) d.showModal?.();
    return () => opener?.focus?.();
  }, []);
  return (
    <dialog ref={ref} className={`kr-popup${wide ? ' kr-popup--wide' : ''}`} aria-labelledby={titleId} onClose={onClose} onCancel={onClose} {...data}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}

/** A dialog that only informs: its content and one 닫기 button. */
export function InfoDialog({ children, ...props }: Parameters<typeof InPageDialog>[0]) {
  return (
    <InPageDialog {...props}>
      {children}
      <div className="fm-actions">
        <button type="button" className="btn btn-secondary" onClick={props.onClose}>
          닫기
        </button>
      </div>
    </InPageDialog>
  );
}
