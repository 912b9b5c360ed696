import { useState } from 'react';
import { Link, useLocation } from '@portal/router';
import { PRDOC_ETC, PRDOC_SUPPLIABLE, type AplyPrdocs, type PrdocItem } from '@portal/contracts/client';
import { Spinner } from '@portal/ui';
import { fmtDate, fmtDateTime } from '@portal/ui/format';
import { LoadError, Notice, errorBody } from '@portal/ui/form';
import { prdocList } from '../../api/prdocList';
import { prdocRemove } from '../../api/prdocRemove';
import { InfoDialog } from '@portal/ui/popup';
import { KindCatalogue, OtherInstitutions } from './info';
import { supplyHref } from './supply-href';
import './prdoc.css';

function Item({ item, docs, onRemove, removing }: { item: PrdocItem; docs: AplyPrdocs; onRemove(i: PrdocItem): void; removing: boolean }) {
  const again = docs.editable && (docs.aplyStatus === 'DRAFT' || PRDOC_SUPPLIABLE.includes(item.status));
  return (
    <li className="pd-card pd-item" data-prdoc={item.prdocId} data-prdoc-status={item.status}>
      <p className="pd-card__title">
        {item.name} <span className={`pd-badge pd-badge--${item.status}`}>{item.statusLabel}</span>
      </p>
      <p className="fm-hint">
        {[
          item.sourceLabel ? `받은 방법: ${item.sourceLabel}` : null,
          item.issuer,
          item.issuedAt ? `발급 ${fmtDate(item.issuedAt)}` : null,
          item.expiresAt ? `${fmtDate(item.expiresAt)}까지 유효` : null,
          item.file ? `파일 ${item.file.name}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {item.consent ? (
        <p className="fm-hint">
          공동이용 동의: {fmtDateTime(item.consent.at)} ({item.consent.purpose})
        </p>
      ) : null}
      {item.requestNote && item.status === 'REQUESTED' ? <p className="pd-note">기관의 요청: {item.requestNote}</p> : null}
      {item.reviewNote && item.status === 'SUPPLEMENT' ? <p className="pd-note">보완요청 사유: {item.reviewNote}</p> : null}
      {again || docs.aplyStatus === 'DRAFT' ? (
        <div className="fm-actions pd-item__actions">
          {again && item.status !== 'SUBMITTED' && item.status !== 'CONFIRMED' ? (
            <Link className="btn btn-primary btn-small" to={supplyHref(docs.aplyNo, item.code, { prdocId: item.prdocId, title: item.name })}>
              {item.status === 'SUPPLEMENT' ? '보완하기' : item.status === 'EXPIRED' ? '다시 내기' : '내기'}
              <span className="sr-only"> {item.name}</span>
            </Link>
          ) : null}
          {docs.aplyStatus === 'DRAFT' ? (
            <button type="button" className="btn btn-tertiary btn-small" disabled={removing} onClick={() => onRemove(item)} data-remove-prdoc="">
              빼기<span className="sr-only"> {item.name}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * 증빙서류 of the application form: what the aid-target types need (required), what was supplied
 * (items) with status, way in, dates and actions; 다른 서류 추가 and 다른 기관이 가진 서류 안내 as
 * in-page dialogs (their routes elPrdocAddInfoPopup and OinstInfoPopup show the same).
 */
export function DocsSection({ aplyNo }: { aplyNo: string }) {
  const q = prdocList.use({ params: { aplyNo } });
  const remove = prdocRemove.use();
  const { state } = useLocation() as { state?: { notice?: string } | null };
  const [said, setSaid] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const [dialog, setDialog] = useState<'add' | 'oinst' | null>(null);
  const onRemove = (i: PrdocItem) => {
    setSaid(null);
    remove.mutateAsync({ params: { aplyNo, prdocId: i.prdocId } }).then(
      () => setSaid({ text: `${i.name}을(를) 신청서에서 뺐습니다. 나의 서류에는 남아 있습니다.`, tone: 'success' }),
      (e: unknown) => setSaid({ text: errorBody(e).message ?? `${i.name}을(를) 빼지 못했습니다. 잠시 뒤 다시 해 주세요.`, tone: 'error' }),
    );
  };
  return (
    <section className="fm-section pd-docs" id="prdoc" aria-labelledby="pd-docs-title" data-prdoc-section="">
      <h2 className="fm-section__title" id="pd-docs-title">
        증빙서류
      </h2>
      {state?.notice ? (
        <Notice tone="success" role="status" focusOnMount>
          <p data-prdoc-notice="">{state.notice}</p>
        </Notice>
      ) : null}
      {said ? (
        <Notice tone={said.tone} role={said.tone === 'error' ? 'alert' : 'status'}>
          <p>{said.text}</p>
        </Notice>
      ) : null}
      {q.status === 'pending' ? (
        <Spinner label="증빙서류를 불러오는 중입니다" />
      ) : q.status === 'error' ? (
        <LoadError what="증빙서류를" retry={() => void q.refetch()} />
      ) : (
        <>
          <p className="fm-hint">
            {q.data.adminInfoSharing === 'Y'
              ? '행정정보 공동이용에 동의하셨으므로 서류마다 동의하면 담당 기관이 직접 확인합니다. 전자문서지갑이나 파일로 내도 됩니다.'
              : '행정정보 공동이용에 동의하지 않으셨으므로 전자문서지갑이나 파일로 서류를 냅니다.'}{' '}
            <Link to="/elrcpt/prdoc/Popup" target="_blank" rel="noopener">
              증빙서류 제출 안내<span className="sr-only"> (새 창)</span>
            </Link>
          </p>
          {q.data.required.length ? (
            <>
              <h3 className="pd-subtitle">이 신청에 필요한 서류</h3>
              <ul className="pd-list" data-prdoc-required="">
                {q.data.required.map((r) => (
                  <li key={`${r.code}-${r.name}`} className="pd-card pd-required" data-required={r.code} data-supplied={r.supplied ? 'Y' : 'N'}>
                    <p className="pd-card__title">
                      {r.name}{' '}
                      <span className={`pd-badge ${r.supplied ? 'pd-badge--SUBMITTED' : 'pd-badge--MISSING'}`}>{r.supplied ? '냈음' : '아직 안 냄'}</span>
                    </p>
                    {!r.supplied && q.data.editable ? (
                      <Link className="btn btn-secondary btn-small" to={supplyHref(aplyNo, r.code, { title: r.code === PRDOC_ETC ? r.name : undefined })} data-supply-link={r.code}>
                        내기<span className="sr-only"> {r.name}</span>
                      </Link>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h3 className="pd-subtitle">낸 서류</h3>
          {q.data.items.length ? (
            <ul className="pd-list" data-prdoc-items="">
              {q.data.items.map((i) => (
                <Item key={i.prdocId} item={i} docs={q.data} onRemove={onRemove} removing={remove.isPending} />
              ))}
            </ul>
          ) : (
            <p>아직 낸 서류가 없습니다.</p>
          )}
          <div className="fm-actions">
            {q.data.editable ? (
              <button type="button" className="btn btn-secondary" onClick={() => setDialog('add')} data-add-prdoc="">
                다른 서류 추가
              </button>
            ) : null}
            <button type="button" className="btn btn-tertiary" onClick={() => setDialog('oinst')} data-oinst-open="">
              다른 기관이 가진 서류 안내
            </button>
          </div>
        </>
      )}
      {dialog === 'add' ? (
        <InfoDialog title="다른 서류 추가" onClose={() => setDialog(null)} wide data-add-dialog="">
          <KindCatalogue aplyNo={aplyNo} />
        </InfoDialog>
      ) : null}
      {dialog === 'oinst' ? (
        <InfoDialog title="다른 기관이 가진 서류 안내" onClose={() => setDialog(null)} wide data-oinst-dialog="">
          <OtherInstitutions />
        </InfoDialog>
      ) : null}
    </section>
  );
}
