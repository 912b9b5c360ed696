// Parts the service catalogue's pages share (/servicetype…, /servicepvsn…): the frame, headings,
// the not-found block, service cards, offices, sources and the addresses of the pages.
import type { ReactNode } from 'react';
import { Link, useLocation } from '@portal/router';
import { HELP_METHOD_LABELS, REGIONS, SERVICE_TYPE_LABELS, type RegionCode, type ServiceSummary, type SvcOffice } from '@portal/contracts/client';
import { param, RecordPage, type RecordGateProps } from '@portal/blocks/list';
import { ExternalLink, Facts, NotHerePage, TitledSection, type NotHereProps, type SectionProps } from '@portal/ui';
import { officeFacts, Tel } from '../office-facts';
import './catalog.css';

export { ExternalLink, Tel };

export { htmlParagraphs } from './text';
export { dateLabel } from '@portal/ui/format';

// ─── addresses ───
export const TYPE_HOME = '/servicetype';
export const TYPE_LIST = '/servicetype/list';
export const INST_HOME = '/servicepvsn';
export const INST_LIST = '/servicepvsn/list';
/** The ways back from an address that names nothing in the catalogue, by the half of it. */
export const TYPE_WAYS = [
  { to: TYPE_HOME, label: '유형별 서비스 찾기로 가기' },
  { to: TYPE_LIST, label: '모든 서비스 보기' },
] as const;
export const INST_WAYS = [
  { to: INST_HOME, label: '기관별 서비스 찾기로 가기' },
  { to: INST_LIST, label: '모든 참여기관 보기' },
] as const;
export const serviceHref = (id: string) => `/servicetype/detail?id=${encodeURIComponent(id)}`;
export const instHref = (code: string) => `/servicepvsn/detail?inst=${encodeURIComponent(code)}`;
export const noticesHref = (code: string, page = 1) => `/servicepvsn/boardDetail?inst=${encodeURIComponent(code)}${page > 1 ? `&page=${page}` : ''}`;
export const noticeHref = (code: string, nttId: string) => `${noticesHref(code)}&nttId=${encodeURIComponent(nttId)}`;

/** The contract's patterns of a service id and an institution code (a tampered address is answered here, not sent). */
export const SERVICE_ID = /^[A-Z0-9][A-Z0-9-]{1,40}$/;
export const INST_CODE = /^[A-Z][A-Z0-9]{1,15}$/;
export const NTT_ID = /^[A-Za-z0-9-]{1,40}$/;

/** Where a service is offered: 전국, or the names of its 시도. */
export const regionsLabel = (regions: readonly RegionCode[]) => (regions.length ? regions.map((r) => REGIONS[r]).join(', ') : '전국');
export const methodsLabel = (methods: readonly (keyof typeof HELP_METHOD_LABELS)[]) => methods.map((m) => HELP_METHOD_LABELS[m]).join(', ');

/** The frame of every page of the catalogue (`data-page` names it for tests and styles). */
export function CatalogPage({ page, children }: { page: string; children: ReactNode }) {
  return (
    <div className="mb-page mb-page--wide sc-page" data-page={page}>
      {children}
    </div>
  );
}

/** The page's one <h1> with badges above it and an optional lead under it. */
export function Heading({ title, lead, badges, id }: { title: ReactNode; lead?: ReactNode; badges?: readonly ReactNode[]; id?: string }) {
  return (
    <div className="sc-head">
      {badges?.length ? (
        <p className="sc-badges">
          {badges.map((b, i) => (
            <span key={i} className="sc-badge">
              {b}
            </span>
          ))}
        </p>
      ) : null}
      <h1 className="mb-page__title sc-head__title" id={id}>
        {title}
      </h1>
      {lead ? <p className="mb-page__lead">{lead}</p> : null}
    </div>
  );
}

/** A titled section (h2). */
export const Section = (props: SectionProps) => <TitledSection block="sc" {...props} />;

/** Something the address names that is not here (unknown type, service, institution or notice): what happened and the ways on. */
export function NotHere(props: NotHereProps & { page: string }) {
  return <NotHerePage frame={CatalogPage} {...props} />;
}

/** The record the address names under `name`, and whether it has the contract's `pattern` (a tampered address is answered here, not sent). */
export function useAddressKey(name: string, pattern: RegExp): { value: string; valid: boolean } {
  const value = param(useLocation().search, name);
  return { value, valid: pattern.test(value) };
}

/** The record the address named under `param` that is not here: the `name` asked for (cut to `max`) or that none was, and where to choose again. */
export function NotNamed({ value, max, name, param: key, none, back, ...props }: Omit<NotHereProps, 'children'> & { page: string; value: string; max: number; name: string; param: string; none: string; back: string }) {
  return (
    <NotHere {...props}>
      <p>
        {value ? `${name} ‘${value.slice(0, max)}’인 ${none} 없습니다.` : `주소에 ${name}(${key})가 없습니다.`} {back}
      </p>
    </NotHere>
  );
}

/** An institution code that names no institution (`page` and `ways` by the page it stands on). */
export function NoInstitution({ code, page, ways }: { code: string; page: string; ways: NotHereProps['ways'] }) {
  return <NotNamed page={page} title="기관을 찾을 수 없습니다" ways={ways} value={code} max={20} name="기관 코드" param="inst" none="참여기관은" back="기관 목록에서 다시 골라 주세요." />;
}

/** A record page of the area while its record loads (RecordPage in the area's frame). */
export function RecordGate<T>(props: RecordGateProps<T>) {
  return <RecordPage frame={CatalogPage} {...props} />;
}

/** Services as cards: the title links to the service's page; its institution, types, cost, methods and place. */
export function ServiceCards({ items, showInst = true, heading = 'h2', mark = 'service-list' }: { items: readonly ServiceSummary[]; showInst?: boolean; heading?: 'h2' | 'h3'; mark?: string }) {
  const H = heading;
  return (
    <ul className="sc-items" {...{ [`data-${mark}`]: '' }}>
      {items.map((s) => (
        <li key={s.id} className="sc-item" data-service={s.id}>
          <p className="sc-badges">
            {s.types.map((t) => (
              <span key={t} className="sc-badge">
                {SERVICE_TYPE_LABELS[t]}
              </span>
            ))}
          </p>
          <H className="sc-item__title">
            <Link to={serviceHref(s.id)}>{s.title}</Link>
          </H>
          {showInst ? <p className="sc-item__inst">{s.instName}</p> : null}
          <p className="sc-item__summary">{s.summary}</p>
          <dl className="sc-facts">
            <div>
              <dt>비용</dt>
              <dd>{s.cost}</dd>
            </div>
            {s.methods.length ? (
              <div>
                <dt>방법</dt>
                <dd>{methodsLabel(s.methods)}</dd>
              </div>
            ) : null}
            <div>
              <dt>지역</dt>
              <dd>{regionsLabel(s.regions)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Offices with address, phone, hours and, where the portal books them, the booking link. Many are folded. */
export function Offices({ offices, fold = 6 }: { offices: readonly SvcOffice[]; fold?: number }) {
  if (!offices.length) return <p className="fm-hint">이 포털에 등록된 사무소가 없습니다. 기관 대표 연락처로 문의해 주세요.</p>;
  const list = (items: readonly SvcOffice[]) => (
    <ul className="sc-offices">
      {items.map((o) => (
        <li key={o.officeId} className="sc-office" data-office={o.officeId}>
          <h3 className="sc-office__name">
            {o.name} <span className="sc-muted">({o.regionName} {o.sigunguName})</span>
          </h3>
          <Facts facts={officeFacts(o)} className="sc-facts sc-facts--stack" />
          {o.bookHref ? (
            <p className="sc-office__book">
              <Link to={o.bookHref}>
                상담 예약하기<span className="sr-only"> ({o.name})</span>
              </Link>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
  if (offices.length <= fold) return list(offices);
  return (
    <>
      {list(offices.slice(0, fold))}
      <details className="sc-more">
        <summary className="sc-more__summary">사무소 {offices.length - fold}곳 더 보기</summary>
        {list(offices.slice(fold))}
      </details>
    </>
  );
}

/** Where the facts of a page come from (출처). */
export function Sources({ sources }: { sources: readonly { title: string; url: string }[] }) {
  if (!sources.length) return <p className="fm-hint">적어 둔 출처가 없습니다.</p>;
  return (
    <ul className="sc-links" data-sources="">
      {sources.map((s) => (
        <li key={s.url + s.title}>
          {/^https?:\/\//.test(s.url) ? <ExternalLink href={s.url}>{s.title}</ExternalLink> : s.title}
        </li>
      ))}
    </ul>
  );
}
