import { useState } from 'react';
import { AttachmentLink, RecordCard, type AttachmentItem } from '@portal/blocks/record';
import { Badge, Spinner } from '@portal/ui';
import { Button, LoadError, Notice, errorStatus } from '@portal/ui/form';
import { fmtDate, formatBytes } from '../dscsn/format';
import { viewHref } from '../elrcpt/lifecycle';
import { Link } from '@portal/router';
import { fileDownloadHref } from '../../api/fileDownload';
import { myDoc } from '../../api/myDoc';
import { myDocDelete } from '../../api/myDocDelete';
import { DeleteFailure, useConfirmedDelete } from '../confirm-delete';
import type { MyDocItem } from '../../api/myDocList';
import { MaskedRecord } from './MaskedRecord';

/** A document's file as the record block's download link. */
const fileItem = (f: { fileId: string; name: string; size: number }): AttachmentItem => ({
  fileId: f.fileId,
  name: f.name,
  href: fileDownloadHref(f.fileId),
  kind: f.name.includes('.') ? f.name.split('.').pop()!.toUpperCase() : '파일',
  size: formatBytes(f.size),
});

/** The rows of /my/doc/list (`data-doc` carries each number); `onDeleted` after a row is deleted. */
export function DocRows({ items, onDeleted }: { items: readonly MyDocItem[]; onDeleted(name: string): void }) {
  return (
    <ul className="md-list pd-list" aria-label="나의 서류함 목록">
      {items.map((d) => (
        <DocRow key={d.myDocId} d={d} onDeleted={onDeleted} />
      ))}
    </ul>
  );
}

function DocRow({ d, onDeleted }: { d: MyDocItem; onDeleted(name: string): void }) {
  const [open, setOpen] = useState(false);
  const { failure, confirmDelete } = useConfirmedDelete();
  const remove = myDocDelete.use();
  const region = `doc-${d.myDocId}-record`;
  const viewable = d.source !== 'UPLOAD';

  const ask = () =>
    confirmDelete(
      {
        title: '나의 서류함에서 삭제할까요?',
        text: `${d.name}(발급일 ${d.issuedAt})을(를) 나의 서류함에서 지웁니다. 삭제하면 다른 신청서에 다시 쓸 수 없습니다.`,
        footnote: d.usedIn.length
          ? `이 서류를 낸 신청서 ${d.usedIn.length}건에는 제출한 사본이 그대로 남아 기관이 계속 볼 수 있습니다.`
          : '신청서에 낸 서류라면 그 신청서에는 제출한 사본이 그대로 남습니다.',
        textAlign: 'left',
      },
      () => remove.mutateAsync({ params: { myDocId: d.myDocId } }),
      () => onDeleted(d.name),
    );

  return (
    <li className="md-row pd-row" data-doc={d.myDocId} data-source={d.source}>
      <div className="md-row__top">
        <span className="md-method">{d.sourceLabel}</span>
        <Badge tone={d.expired ? 'rejected' : 'done'} data-expired={d.expired ? 'Y' : 'N'}>
          {d.expired ? '만료됨' : '유효'}
        </Badge>
      </div>
      <p className="md-row__title pd-row__name">{d.name}</p>
      <p className="md-row__meta" data-doc-dates="">
        발급일 {fmtDate(d.issuedAt)} · 만료일 {fmtDate(d.expiresAt)}
        {d.expired ? ' (유효기간이 지났습니다)' : ''}
        {d.issuer ? ` · ${d.issuer}` : ''}
      </p>
      <div className="pd-row__used" data-used-in="">
        {d.usedIn.length ? (
          <>
            <span className="pd-row__term">쓰인 신청서</span>
            <ul className="pd-inline">
              {d.usedIn.map((u) => (
                <li key={u.aplyNo}>
                  <Link to={viewHref(u.aplyNo)} data-used-aply={u.aplyNo}>
                    {u.title}
                  </Link>{' '}
                  <span className="pd-row__sub">({u.statusLabel})</span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <span className="pd-row__sub">아직 신청서에 쓰지 않았습니다.</span>
        )}
      </div>
      {d.file ? (
        <p className="pd-row__file">
          <span className="pd-row__term">파일</span>{' '}
          <AttachmentLink file={fileItem(d.file)} metaClassName="md-files__meta" />
        </p>
      ) : null}
      <DeleteFailure failure={failure} />
      <div className="pd-row__actions">
        {viewable ? (
          <Button variant="secondary" size="small" aria-expanded={open} aria-controls={region} onClick={() => setOpen((o) => !o)} data-doc-view="">
            {open ? '내용 닫기' : '내용 보기'}
            <span className="sr-only">: {d.name}</span>
          </Button>
        ) : null}
        <Button variant="secondary" size="small" onClick={() => void ask()} busy={remove.isPending} busyLabel="삭제하는 중입니다" data-doc-delete="">
          삭제<span className="sr-only">: {d.name}</span>
        </Button>
      </div>
      {viewable ? (
        <div id={region} hidden={!open} className="pd-row__record">
          {open ? <DocRecord myDocId={d.myDocId} region={region} /> : null}
        </div>
      ) : null}
    </li>
  );
}

/** The record of one fetched or wallet document (myDoc), read when the member opens it. */
function DocRecord({ myDocId, region }: { myDocId: string; region: string }) {
  const q = myDoc.use({ params: { myDocId } });
  if (q.isPending) return <Spinner label="서류 내용을 불러오는 중입니다" />;
  if (q.isError) {
    if (errorStatus(q.error) === 404) return <p data-not-found="">이 서류를 찾을 수 없습니다. 이미 삭제했을 수 있습니다. 목록을 새로 고쳐 주세요.</p>;
    return <LoadError what="서류 내용을" retry={() => void q.refetch()} />;
  }
  return q.data.record ? <MaskedRecord myDocId={myDocId} record={q.data.record} id={region} /> : <p>이 서류에는 볼 수 있는 내용이 없습니다. 파일을 내려받아 확인해 주세요.</p>;
}

/**
 * One document opened by its number in the address (`/my/doc/list?myDocId=…`, e.g. from a notice):
 * its dates, file and record; another member's, a deleted or a malformed number reads as not found.
 */
export function DocCard({ myDocId, close }: { myDocId: string | null; close: string }) {
  return (
    <RecordCard id="pd-doc-card" title="서류 내용" className="pd-card" marks={{ 'data-doc-card': myDocId ?? '' }}>
      {myDocId ? <DocCardBody myDocId={myDocId} /> : <DocMissing />}
      <p className="pd-card__close">
        <Link to={close}>서류 내용 닫기</Link>
      </p>
    </RecordCard>
  );
}

function DocMissing() {
  return (
    <Notice tone="warning" role="status">
      <p data-not-found="">이 주소의 서류를 찾을 수 없습니다. 회원님의 서류가 아니거나 이미 삭제한 서류입니다. 아래 목록에서 서류를 골라 주세요.</p>
    </Notice>
  );
}

function DocCardBody({ myDocId }: { myDocId: string }) {
  const q = myDoc.use({ params: { myDocId } });
  if (q.isPending) return <Spinner label="서류 내용을 불러오는 중입니다" />;
  if (q.isError) {
    const status = errorStatus(q.error);
    if (status === 404 || status === 400) return <DocMissing />;
    return <LoadError what="서류 내용을" retry={() => void q.refetch()} />;
  }
  const d = q.data;
  return (
    <>
      <p className="pd-row__name md-row__title" data-doc-name="">
        {d.name}
      </p>
      <p className="md-row__meta">
        {d.sourceLabel} · 발급일 {fmtDate(d.issuedAt)} · 만료일 {fmtDate(d.expiresAt)}
        {d.expired ? ' (유효기간이 지났습니다)' : ''}
      </p>
      {d.file ? (
        <p className="pd-row__file">
          <span className="pd-row__term">파일</span> <AttachmentLink file={fileItem(d.file)} metaClassName="md-files__meta" />
        </p>
      ) : null}
      {d.record ? <MaskedRecord myDocId={myDocId} record={d.record} id="pd-doc-card-record" /> : null}
    </>
  );
}
