// @portal/ui/print: a page's 인쇄 button. The shell hides its own chrome when printing (host shell.css);
// what a page marks `pr-noprint` (its controls, its navigation) is hidden too.
import './print.css';

/** 인쇄 (window.print) naming what is printed for a screen reader: `what` = '이 판례'. */
export function PrintButton({ what, className }: { what: string; className?: string }) {
  return (
    <button type="button" className={['btn', 'btn-secondary', 'btn-small', 'pr-button', 'pr-noprint', className].filter(Boolean).join(' ')} onClick={() => window.print()} data-print="">
      <span aria-hidden="true" className="pr-button__icon">
        🖨
      </span>{' '}
      인쇄<span className="sr-only">: {what} 인쇄하기</span>
    </button>
  );
}
