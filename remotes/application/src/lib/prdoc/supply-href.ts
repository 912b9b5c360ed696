import { PRDOC_ETC, prdocFormPath, type PrdocCode } from '@portal/contracts/client';

/** Where a document of `code` is supplied for this application (&prdocId answers that item; 'Etc' goes to FormPopup with its name). */
export function supplyHref(aplyNo: string, code: PrdocCode, opts: { prdocId?: string; title?: string } = {}): string {
  const q = new URLSearchParams({ aplyNo });
  if (opts.prdocId) q.set('prdocId', opts.prdocId);
  if (code === PRDOC_ETC) {
    if (opts.title) q.set('title', opts.title);
    return `/elrcpt/prdoc/FormPopup?code=${PRDOC_ETC}&${q.toString()}`;
  }
  return `${prdocFormPath(code)}?${q.toString()}`;
}
