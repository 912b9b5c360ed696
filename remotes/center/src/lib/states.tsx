import type { ReactNode } from 'react';
import { Spinner } from '@portal/ui';

export function Loading({ label }: { label: string }) {
  return <Spinner label={label} />;
}

export { LoadError } from '@portal/ui/form';

export function Empty({ children }: { children: ReactNode }) {
  return (
    <div className="ct-empty" data-empty="">
      {children}
    </div>
  );
}
