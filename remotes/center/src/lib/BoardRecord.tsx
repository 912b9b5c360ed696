import type { ReactNode } from 'react';
import { useLocation } from '@portal/router';
import { RECORD_ID_PATTERN, routeValidationMessage } from '@portal/contracts/client';
import { ErrorPage } from '@portal/ui';
import { LoadError, PageHeading } from '@portal/ui/form';
import { isMissing, ListPage, QueryGate, param, type ListAddress, type ListPageProps, type ListResult, type Read } from '@portal/blocks/list';
import type { Board } from './boards';

/** A board record that does not exist for the visitor: the 404 page with the route's own sentence. */
export const RecordNotFound = ({ path }: { path: string }) => <ErrorPage status={404} detail={routeValidationMessage(path)} />;

/**
 * One board record (FAQ, notice) of `query`: unknown or hidden (404) or malformed (400) → the 404
 * page; while loading the spinner; a failed load keeps the board's heading with 다시 시도.
 */
export function BoardRecord<D>({ path, page, title, what, query, children }: { path: string; page: string; title: string; what: string; query: Read<D>; children: (data: D) => ReactNode }) {
  if (isMissing(query)) return <RecordNotFound path={path} />;
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

/** A board's list page: its heading above the list block, which reads and writes the board's query. */
export function BoardList<Q extends ListAddress, I, D extends ListResult>({ board, ...list }: { board: Board<Q> } & Omit<ListPageProps<Q, I, D>, 'path' | 'read' | 'write'>) {
  return (
    <div className="mb-page mb-page--wide ct-page" data-page={`${board.name}-list`}>
      <PageHeading title={board.title} lead={board.lead} />
      <ListPage path={board.list} read={board.read} write={board.write} {...list} />
    </div>
  );
}

interface BoardDetailProps<Q, D> {
  board: Board<Q>;
  /** The address parameter that names the record: 'faqId'. */
  idParam: string;
  what: string;
  /** The record's query (a hook): `(faqId) => faqDetail.use({ params: { faqId } })`. */
  useRecord(id: string): Read<D>;
  /** The record, with the list query 목록 and the neighbour links keep. */
  children(data: D, listQuery: string): ReactNode;
}

/** A board's detail page: the record named in the address (a malformed name → the 404 page) as BoardRecord shows it. */
export function BoardDetail<Q, D>({ board, idParam, ...rest }: BoardDetailProps<Q, D>) {
  const { search } = useLocation();
  const id = param(search, idParam);
  const listQuery = board.write(board.read(search));
  return RECORD_ID_PATTERN.test(id) ? <RecordOf board={board} id={id} listQuery={listQuery} {...rest} /> : <RecordNotFound path={board.detail} />;
}

function RecordOf<Q, D>({ board, id, listQuery, what, useRecord, children }: Omit<BoardDetailProps<Q, D>, 'idParam'> & { id: string; listQuery: string }) {
  return (
    <BoardRecord path={board.detail} page={`${board.name}-detail`} title={board.title} what={what} query={useRecord(id)}>
      {(data) => children(data, listQuery)}
    </BoardRecord>
  );
}
