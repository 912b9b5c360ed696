import type { ReactNode } from 'react';
import { Spinner } from '@portal/ui';
import { Notice } from '@portal/ui/form';

export function Loading({ label }: { label: string }) {
  return <Spinner label={label} />;
}

/** `what` carries its particle: '공지사항을'. */
export function LoadError({ what, retry }: { what: string; retry(): void }) {
  return (
    <Notice tone="error" role="alert">
      <p data-load-error="">{what} 불러오지 못했습니다. 잠시 뒤 다시 시도해 주세요.</p>
      <p>
        <button type="button" className="btn btn-secondary btn-small" onClick={retry}>
          다시 시도
        </button>
      </p>
    </Notice>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <div className="ct-empty" data-empty="">
      {children}
    </div>
  );
}
