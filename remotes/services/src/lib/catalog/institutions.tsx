// The institution cards and the search of /servicepvsn and /servicepvsn/list (both pages list institutions).
import { Link, useNavigate } from '@portal/router';
import { SERVICE_QUERY_MAX, type SvcInstitution } from '@portal/contracts/client';
import { SearchBox, toQuery } from '@portal/blocks/list';
import { instHref } from './parts';

/** Institutions as cards: name (to its page), the part doing the work, link level, 연계사업, number of services. */
export function InstitutionCards({ items, heading = 'h3' }: { items: readonly SvcInstitution[]; heading?: 'h2' | 'h3' }) {
  const H = heading;
  return (
    <ul className="sc-items" data-inst-list="">
      {items.map((i) => (
        <li key={i.code} className="sc-item" data-inst={i.code}>
          <p className="sc-badges">
            <span className="sc-badge sc-badge--plain">{i.linkLevelName}</span>
          </p>
          <H className="sc-item__title">
            <Link to={instHref(i.code)}>{i.name}</Link>
            {i.unit ? <span className="sc-muted"> ({i.unit})</span> : null}
          </H>
          <p className="sc-item__summary">{i.summary}</p>
          <dl className="sc-facts">
            {i.linked.length ? (
              <div>
                <dt>연계사업</dt>
                <dd>{i.linked.join(', ')}</dd>
              </div>
            ) : null}
            <div>
              <dt>서비스</dt>
              <dd>{i.serviceCount.toLocaleString('ko-KR')}개</dd>
            </div>
            {i.phone ? (
              <div>
                <dt>전화</dt>
                <dd>{i.phone}</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The search of the institution pages: the words in the address (?keyword=), other parameters kept. */
export function InstitutionSearch({ path, keyword, keep }: { path: string; keyword: string; keep: Record<string, string> }) {
  const navigate = useNavigate();
  return (
    <SearchBox
      id="inst-keyword"
      name="참여기관"
      keyword={keyword}
      maxLength={SERVICE_QUERY_MAX}
      hint="기관 이름, 소개, 연계사업에서 찾습니다(예: 임대차, 소비자)."
      params={{ keyword: 'keyword', keep }}
      onSearch={(word) => navigate(path + toQuery({ ...keep, keyword: word }))}
    />
  );
}
