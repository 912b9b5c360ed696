import { useState, type ReactNode } from 'react';
import { PageHeading } from '@portal/ui/form';
import './elrcpt.css';
import './prdoc/prdoc.css';

/** A page opened as its own window (layout empty): the heading and its content. */
export function PopupPage({ page, title, lead, children }: { page: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="mb-page el-page el-popup pd-page" data-page={page}>
      <PageHeading title={title} lead={lead} />
      {children}
    </div>
  );
}

/**
 * What a picker window sends back to the page that opened it (same origin only), then it closes.
 * `sent` is the line shown in the window meanwhile, or why nothing could be sent (opener closed).
 */
export function useSendToOpener(type: string, openerClosed: string) {
  const [sent, setSent] = useState<string | null>(null);
  const send = (payload: Record<string, unknown>, done: string) => {
    const opener = window.opener as Window | null;
    if (!opener || opener.closed) {
      setSent(openerClosed);
      return;
    }
    opener.postMessage({ type, ...payload }, window.location.origin);
    setSent(done);
    window.close();
  };
  return { sent, send };
}
