import type { ReactNode } from 'react';
import { routeValidationMessage } from '@portal/contracts/client';
import { ErrorPage } from '@portal/ui';
import { LoadError, PageHeading, errorStatus } from '@portal/ui/form';
import { QueryGate, type Read } from '@portal/blocks/list';

/** A board record that does not exist for the visitor: the 404 page with the route's own sentence. */
export const RecordNotFound = ({ path }: { path: string }) => <ErrorPage status={404} detail={routeValidationMessage(path)} />;

/**
 * One board record (FAQ, notice) of `query`: unknown or hidden (404) or malformed (400) → the 404
 * page; while loading the spinner; a failed load keeps the board's heading with 다시 시도.
 */
export function BoardRecord<D>({ path, page, title, what, query, children }: { path: string; page: string; title: string; what: string; query: Read<D>; children: (data: D) => ReactNode }) {
  if (query.status === 'error' && [404, 400].includes(errorStatus(query.error) ?? 0)) return <RecordNotFound path={path} />;
  return (
    <div className="mb-page mb-page--wide ct-page" data-page={page}>
      <QueryGate
        query={query}
        what={what}
        fallback={(_, retry) => (
          <>
            <PageHeading title={title} />
            <LoadError what={what} retry={retry} />
          </>
        )}
      >
        {children}
      </QueryGate>
    </div>
  );
}
