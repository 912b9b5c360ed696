import { Badge } from '@portal/ui';
import { Link } from '@portal/router';
import { PRDOC_STATUS } from '@portal/contracts/client';
import { ButtonLink } from '@portal/ui/form';
import { fmtDate, fmtDateTime } from '../dscsn/format';
import { viewHref } from '../elrcpt/lifecycle';
import type { MyElprdoc } from '../../api/myElprdocList';
import { prdocTone, supplyHref, supplyLabel } from './rules';

const day = (iso: string | null) => (iso ? fmtDateTime(iso).slice(0, 10) : null);

/** The rows of /my/elprdoc/ElPrdocList (`data-prdoc` carries each number). */
export function ElprdocRows({ items }: { items: readonly MyElprdoc[] }) {
  return (
    <ul className="md-list pd-list" aria-label="나의 증빙서류 목록">
      {items.map((d) => (
        <ElprdocRow key={d.prdocId} d={d} />
      ))}
    </ul>
  );
}

function ElprdocRow({ d }: { d: MyElprdoc }) {
  const href = supplyHref(d);
  const dates = [
    d.requestedAt ? `요청 ${day(d.requestedAt)}` : null,
    d.submittedAt ? `제출 ${day(d.submittedAt)}` : null,
    d.reviewedAt ? `검토 ${day(d.reviewedAt)}` : null,
    d.issuedAt ? `발급일 ${fmtDate(d.issuedAt.slice(0, 10))}` : null,
    d.expiresAt ? `만료일 ${fmtDate(d.expiresAt.slice(0, 10))}` : null,
  ].filter(Boolean);
  const note = d.status === 'SUPPLEMENT' ? d.reviewNote : d.status === 'REQUESTED' ? d.requestNote : null;
  return (
    <li className="md-row pd-row" data-prdoc={d.prdocId} data-prdoc-status={d.status}>
      <div className="md-row__top">
        <span className="md-method">{d.instName}</span>
        <Badge tone={prdocTone(d.status)} data-status={d.status}>
          {PRDOC_STATUS[d.status]}
        </Badge>
        {d.sourceLabel ? <span className="pd-row__sub">{d.sourceLabel}</span> : null}
      </div>
      <p className="md-row__title pd-row__name">{d.name}</p>
      <p className="md-row__meta">
        신청서{' '}
        <Link to={viewHref(d.aplyNo)} data-aply-link={d.aplyNo}>
          {d.aplyTitle}
        </Link>{' '}
        ({d.aplyStatusLabel})
      </p>
      {dates.length ? <p className="md-row__meta">{dates.join(' · ')}</p> : null}
      {note ? (
        <div className="pd-note" data-prdoc-note={d.status}>
          <p className="pd-note__term">{d.status === 'SUPPLEMENT' ? '보완요청 사유' : '기관의 요청'}</p>
          <p className="pd-note__text">{note}</p>
        </div>
      ) : null}
      {d.status === 'EXPIRED' ? <p className="md-row__note">유효기간이 지났습니다. 새로 발급받은 서류를 내 주세요.</p> : null}
      {href ? (
        <div className="pd-row__actions">
          <ButtonLink to={href} className="btn-small">
            {supplyLabel(d.status)}
            <span className="sr-only">: {d.name}</span>
          </ButtonLink>
        </div>
      ) : null}
    </li>
  );
}
