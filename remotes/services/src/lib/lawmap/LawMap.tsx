import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from '@portal/router';
import { HELP_METHODS, HELP_METHOD_LABELS, REGIONS, SERVICE_TYPES, SERVICE_TYPE_LABELS, type HelpMethod, type RegionCode, type ServiceType, type SvcOffice } from '@portal/contracts/client';
import { isHttpError, serverMessage } from '@portal/http';
import { Facts, Spinner } from '@portal/ui';
import { officeFacts } from '../office-facts';
import { LoadError, Notice, PageHeading, SelectField } from '@portal/ui/form';
import { svcOffices } from '../../api/svcOffices';
import { isRegion, mapHref, readMapAddress, scopeWords, SIGUNGU_BY_CODE, sigunguOf, type MapAddress } from './address';
import { KoreaMap, type MapMarker } from './KoreaMap';
import { useMapDrawing } from './topology';
import './lawmap.css';

const PAGE = 20;
const REGION_CHOICES = (Object.keys(REGIONS) as RegionCode[]).map((c) => ({ value: c, label: REGIONS[c] }));
const TYPE_CHOICES = SERVICE_TYPES.map((t) => ({ value: t, label: SERVICE_TYPE_LABELS[t] }));
const METHOD_CHOICES = HELP_METHODS.map((m) => ({ value: m, label: HELP_METHOD_LABELS[m] }));
// the API's range of a position (대한민국)
const inKorea = (lat: number, lon: number) => lat >= 32.5 && lat <= 39.5 && lon >= 123.5 && lon <= 132.5;

type Geo = { state: 'idle' } | { state: 'asking' } | { state: 'error'; message: string };
type Filters = Pick<MapAddress, 'region' | 'sigungu' | 'type' | 'method'>;

function geoMessage(error: GeolocationPositionError | null): string {
  if (error?.code === 1) return '위치 사용이 허용되지 않아 내 위치를 찾지 못했습니다. 시·도와 시·군·구를 골라 사무소를 찾아 주세요.';
  if (error?.code === 3) return '위치를 찾는 데 시간이 너무 오래 걸렸습니다. 잠시 뒤 다시 시도하거나 시·도와 시·군·구를 골라 주세요.';
  return '지금은 내 위치를 알 수 없습니다. 시·도와 시·군·구를 골라 사무소를 찾아 주세요.';
}

/**
 * 법률복지지도 (/myservice/lawmap) and the services of a type on the map (/servicetype/map): the
 * offices of the participating institutions on an offline map of Korea, by 시도 → 시군구, type and
 * consultation method (all in the address), or nearest to the visitor's position (never in the
 * address). Everything the map does, the selects and the list do too.
 */
export default function LawMap({ variant = 'lawmap' }: { variant?: 'lawmap' | 'type' }) {
  const location = useLocation();
  const navigate = useNavigate();
  const a = useMemo(() => readMapAddress(location.search), [location.search]);
  const [position, setPosition] = useState<{ lat: number; lon: number } | null>(null);
  const [geo, setGeo] = useState<Geo>({ state: 'idle' });
  const [shown, setShown] = useState(PAGE);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const drawing = useMapDrawing();
  // the selects are a draft until 찾기 (arrow keys through a select do not reload the list at each step)
  const [draft, setDraft] = useState<Filters>(a);
  useEffect(() => setDraft({ region: a.region, sigungu: a.sigungu, type: a.type, method: a.method }), [a]);
  const edit = (next: Partial<Filters>) => setDraft((d) => ({ ...d, ...next }));

  const query = svcOffices.use({
    query: {
      region: a.region || undefined,
      sigungu: a.sigungu || undefined,
      type: a.type || undefined,
      method: a.method || undefined,
      lat: position?.lat,
      lon: position?.lon,
    },
  });
  const data = query.data;
  const items = useMemo(() => data?.items ?? [], [data]);
  const markers = useMemo(() => {
    const by = new Map<string, MapMarker>();
    for (const o of items) {
      const m = by.get(o.sigungu);
      if (m) m.count++;
      else by.set(o.sigungu, { sigungu: o.sigungu, lon: o.lon, lat: o.lat, count: 1 });
    }
    return [...by.values()];
  }, [items]);

  const go = (next: Partial<Filters>) => {
    const f: Filters = { region: a.region, sigungu: a.sigungu, type: a.type, method: a.method, ...next };
    if (f.sigungu && !f.sigungu.startsWith(f.region)) f.sigungu = '';
    setShown(PAGE);
    void navigate(mapHref(location.pathname, f));
  };
  const chooseArea = (code: string) => {
    const region = code.slice(0, 2);
    if (!isRegion(region)) return;
    if (a.region === region) go({ sigungu: code });
    else go({ region, sigungu: '' });
  };
  const locate = () => {
    if (!('geolocation' in navigator)) return setGeo({ state: 'error', message: '이 브라우저에서는 위치를 쓸 수 없습니다. 시·도와 시·군·구를 골라 사무소를 찾아 주세요.' });
    setGeo({ state: 'asking' });
    navigator.geolocation.getCurrentPosition(
      (p) => {
        const lat = Math.round(p.coords.latitude * 1e4) / 1e4;
        const lon = Math.round(p.coords.longitude * 1e4) / 1e4;
        if (!inKorea(lat, lon)) return setGeo({ state: 'error', message: '내 위치가 대한민국 밖으로 나와 거리를 잴 수 없습니다. 시·도와 시·군·구를 골라 주세요.' });
        setGeo({ state: 'idle' });
        setPosition({ lat, lon });
        setShown(PAGE);
        // the nearest offices anywhere: the place filters step aside, type and method stay
        if (a.region || a.sigungu) void navigate(mapHref(location.pathname, { region: '', sigungu: '', type: a.type, method: a.method }));
        listHeading.current?.focus();
      },
      (e) => setGeo({ state: 'error', message: geoMessage(e) }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };

  const title = variant === 'type' ? (a.type ? `${SERVICE_TYPE_LABELS[a.type]} 서비스 지도` : '유형별 서비스 지도') : '법률복지지도';
  const scope = scopeWords(a);
  const refused = query.isError && isHttpError(query.error) && query.error.response?.status === 400 ? (serverMessage(query.error) ?? '찾는 조건이 올바르지 않습니다. 조건을 다시 골라 주세요.') : null;
  const count = data ? `${position ? '내 위치에서 가까운 순으로 ' : ''}${scope}의 사무소 ${data.total.toLocaleString('ko-KR')}곳` : '';

  return (
    <div className="mb-page mb-page--wide lm-page" data-page="lawmap">
      <PageHeading
        title={title}
        lead={
          variant === 'type'
            ? '고른 유형의 서비스를 하는 기관의 사무소를 지도와 목록으로 보여 드립니다.'
            : '법률구조·복지 기관의 사무소를 지도와 목록으로 찾습니다. 지역을 고르거나 내 위치에서 가까운 곳을 찾아보세요.'
        }
      />
      {a.problems.length ? (
        <Notice tone="warning" role="alert">
          {a.problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </Notice>
      ) : null}

      <form
        className="lm-filters"
        aria-label="사무소 찾기 조건"
        onSubmit={(e) => {
          e.preventDefault();
          go(draft);
        }}
      >
        <SelectField<RegionCode> id="lm-region" label="시·도" value={draft.region} placeholder="전국" options={REGION_CHOICES} onValue={(region) => edit({ region, sigungu: '' })} />
        <SelectField<string>
          id="lm-sigungu"
          label="시·군·구"
          value={draft.sigungu}
          placeholder={draft.region ? `${REGIONS[draft.region]} 전체` : '시·도를 먼저 골라 주세요'}
          options={draft.region ? sigunguOf(draft.region).map((s) => ({ value: s[0], label: s[1] })) : []}
          onValue={(sigungu) => edit({ sigungu })}
        />
        <SelectField<ServiceType> id="lm-type" label="서비스 유형" value={draft.type} placeholder="모든 유형" options={TYPE_CHOICES} onValue={(type) => edit({ type })} />
        <SelectField<HelpMethod> id="lm-method" label="상담 방법" value={draft.method} placeholder="모든 방법" options={METHOD_CHOICES} onValue={(method) => edit({ method })} />
        <div className="lm-filters__geo">
          <button type="submit" className="btn btn-primary">
            이 조건으로 찾기
          </button>
        </div>
        <div className="lm-filters__geo lm-filters__row">
          <button type="button" className="btn btn-secondary" onClick={locate} aria-busy={geo.state === 'asking' || undefined} disabled={geo.state === 'asking'}>
            {geo.state === 'asking' ? '위치 찾는 중…' : '내 위치에서 가까운 사무소'}
          </button>
          {position ? (
            <button type="button" className="btn btn-tertiary btn-small" onClick={() => setPosition(null)}>
              내 위치 지우기
            </button>
          ) : null}
        </div>
      </form>
      <p className="lm-note">내 위치는 거리를 재는 데만 쓰고 주소창이나 서버에 남기지 않습니다.</p>
      {geo.state === 'error' ? (
        <Notice tone="warning" role="alert">
          <p data-geo-error="">{geo.message}</p>
        </Notice>
      ) : null}

      <div className="lm-layout">
        <figure className="lm-figure" aria-labelledby="lm-caption">
          {drawing.data ? (
            <KoreaMap
              drawing={drawing.data}
              region={a.region}
              sigungu={a.sigungu}
              markers={markers}
              position={position}
              onArea={chooseArea}
              onMarker={(code) => go({ region: code.slice(0, 2) as RegionCode, sigungu: code })}
            />
          ) : drawing.isError ? (
            <LoadError what="지도를" detail="아래 목록으로 사무소를 찾을 수 있습니다." retry={() => void drawing.refetch()} />
          ) : (
            <div className="lm-map lm-map--loading">
              <Spinner label="지도를 불러오는 중입니다" />
            </div>
          )}
          <figcaption id="lm-caption" className="lm-caption">
            <span data-caption="">
              {data
                ? `지도: ${scope}의 사무소 ${data.total.toLocaleString('ko-KR')}곳을 ${markers.length}개 시·군·구에 표시합니다.`
                : `지도: ${scope}의 사무소를 불러오고 있습니다.`}
              {position ? ' ◆ 표시는 내 위치입니다.' : ''}
            </span>{' '}
            사무소는 건물 위치가 아니라 그 사무소가 있는 시·군·구의 중심에 그립니다. 지도를 누르면 시·도, 다시 누르면 시·군·구를 고릅니다. 경계:
            출처 통계청 SGIS(2018), 공공누리 제1유형.
          </figcaption>
        </figure>

        <section className="lm-list" aria-labelledby="lm-list-title">
          <h2 id="lm-list-title" ref={listHeading} tabIndex={-1} className="lm-list__title">
            {position ? '내 위치에서 가까운 사무소' : '사무소 목록'}
          </h2>
          <p role="status" className="ls-count lm-count" data-result-count="">
            {count}
          </p>
          {refused ? (
            <Notice tone="warning" role="alert">
              <p>{refused}</p>
            </Notice>
          ) : query.isPending ? (
            <Spinner label="사무소를 불러오는 중입니다" />
          ) : query.isError ? (
            <LoadError what="사무소 목록을" retry={() => void query.refetch()} />
          ) : items.length === 0 ? (
            <Notice tone="info">
              <p>{scope}에는 조건에 맞는 사무소가 없습니다. 다른 지역이나 유형을 골라 보세요. 전화·온라인 상담은 지역과 상관없이 받을 수 있습니다.</p>
            </Notice>
          ) : (
            <>
              <ol className="lm-offices">
                {items.slice(0, shown).map((o) => (
                  <OfficeItem key={o.officeId} o={o} />
                ))}
              </ol>
              {items.length > shown ? (
                <p className="lm-more">
                  <button type="button" className="btn btn-secondary" onClick={() => setShown((n) => n + PAGE)}>
                    사무소 더 보기 ({(items.length - shown).toLocaleString('ko-KR')}곳 남음)
                  </button>
                </p>
              ) : null}
            </>
          )}
        </section>
      </div>
    </div>
  );
}

function OfficeItem({ o }: { o: SvcOffice }) {
  const id = `lm-office-${o.officeId}`;
  return (
    <li className="lm-office" data-office={o.officeId} data-sigungu={o.sigungu} data-inst={o.instCode}>
      <h3 id={id} className="lm-office__name">
        {o.name}
      </h3>
      <p className="lm-office__inst">{o.instName}</p>
      <Facts
        className="lm-office__facts"
        facts={[
          ...officeFacts(o),
          ['지역', `${o.regionName} ${SIGUNGU_BY_CODE.get(o.sigungu)?.[1] ?? o.sigunguName}`],
          o.distanceKm != null && ['거리', `직선 ${o.distanceKm.toLocaleString('ko-KR')}km (시·군·구 중심 기준)`, 'distance'],
        ]}
      />
      <p className="lm-office__actions">
        {o.bookHref ? (
          <Link to={o.bookHref} className="btn btn-primary btn-small" aria-describedby={id}>
            상담 예약
          </Link>
        ) : null}
        <Link to={`/servicepvsn/detail?inst=${encodeURIComponent(o.instCode)}`} className="btn btn-secondary btn-small" aria-describedby={id}>
          기관 안내
        </Link>
      </p>
    </li>
  );
}
