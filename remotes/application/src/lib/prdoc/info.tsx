import { useId, useState } from 'react';
import { Link } from '@portal/router';
import { ColumnHeads } from '@portal/ui';
import {
  EXCHANGE_CONSENT_PURPOSE,
  EXCHANGE_CONSENT_TEXT,
  PRDOC_ETC,
  PRDOC_FORM_CODES,
  PRDOC_KINDS,
  prdocFormPath,
  type PrdocFormCode,
} from '@portal/contracts/client';

// The reading parts of the documents pages (no API, no session).

/** What a kind is: issuer, what it proves here, how long it is accepted, where to get it. */
export function KindFacts({ code }: { code: PrdocFormCode }) {
  const k = PRDOC_KINDS[code];
  return (
    <dl className="pd-facts" data-kind-facts={code}>
      <div>
        <dt>발급 기관</dt>
        <dd>{k.issuer}</dd>
      </div>
      <div>
        <dt>이 신청에서 증명하는 것</dt>
        <dd>{k.proves}</dd>
      </div>
      <div>
        <dt>유효기간</dt>
        <dd>발급일부터 {k.validityDays}일 동안 받습니다.</dd>
      </div>
      <div>
        <dt>직접 발급받는 곳</dt>
        <dd>{k.selfService}</dd>
      </div>
    </dl>
  );
}

/** The 행정정보 공동이용 consent text (TrmsCnPopup and the form's dialog). */
export function ConsentText() {
  return (
    <div className="pd-consent" data-consent-text="">
      {EXCHANGE_CONSENT_TEXT.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <p>
        <strong>이용 목적:</strong> {EXCHANGE_CONSENT_PURPOSE}. 동의는 서류마다, 신청서마다 따로 받고 동의한 때와 목적을 기록합니다.
      </p>
    </div>
  );
}

/** Every kind (and 기타) with a search box: name, issuer and what it proves; each links to its form for `aplyNo`. */
export function KindCatalogue({ aplyNo, onNavigate }: { aplyNo: string; onNavigate?(): void }) {
  const [q, setQ] = useState('');
  const id = useId();
  const term = q.trim();
  const shown = PRDOC_FORM_CODES.filter((c) => !term || `${PRDOC_KINDS[c].name} ${PRDOC_KINDS[c].issuer} ${PRDOC_KINDS[c].proves}`.includes(term));
  const qs = `?aplyNo=${encodeURIComponent(aplyNo)}`;
  const etcShown = !term || '기타 서류 가족관계증명서 임대차계약서 파일'.includes(term);
  return (
    <div className="pd-catalogue" data-kind-catalogue="">
      <div className="fm-field">
        <label className="fm-label" htmlFor={id}>
          서류 이름이나 발급 기관으로 찾기
        </label>
        <input
          className="fm-input"
          id={id}
          type="search"
          value={q}
          aria-describedby={`${id}-count`}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault();
          }}
        />
        <p className="fm-hint" id={`${id}-count`} role="status" aria-live="polite">
          {shown.length + (etcShown ? 1 : 0)}종류
        </p>
      </div>
      <ul className="pd-list pd-list--kinds">
        {shown.map((c) => (
          <li key={c} className="pd-card" data-kind={c}>
            <p className="pd-card__title">
              <Link to={prdocFormPath(c) + qs} onClick={onNavigate}>
                {PRDOC_KINDS[c].name}
              </Link>
            </p>
            <p className="fm-hint">
              {PRDOC_KINDS[c].issuer} · {PRDOC_KINDS[c].wallet ? '전자문서지갑 가능' : '전자문서지갑 없음'}
            </p>
          </li>
        ))}
        {etcShown ? (
          <li className="pd-card" data-kind={PRDOC_ETC}>
            <p className="pd-card__title">
              <Link to={`/elrcpt/prdoc/FormPopup?code=${PRDOC_ETC}&aplyNo=${encodeURIComponent(aplyNo)}`} onClick={onNavigate}>
                기타 서류 (목록에 없는 서류)
              </Link>
            </p>
            <p className="fm-hint">가족관계증명서, 임대차계약서, 내용증명처럼 목록에 없는 서류는 이름을 적고 파일로 올립니다.</p>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** Documents another institution holds (OinstInfoPopup): each kind's issuer and where to get it yourself. */
export function OtherInstitutions() {
  return (
    <div className="pd-oinst" data-oinst="">
      <p>
        아래 서류는 다른 기관이 가지고 있습니다. 신청서에서 행정정보 공동이용에 동의했다면 담당 기관이 직접 확인할 수 있고, 동의하지 않았다면 아래 발급처에서 발급받아
        전자문서지갑으로 보내거나 파일로 올려 주세요.
      </p>
      <div className="pd-tablewrap" tabIndex={0} role="region" aria-label="서류별 발급 기관 표">
        <table className="pd-table">
          <caption className="sr-only">서류별 발급 기관과 발급받는 곳</caption>
          <ColumnHeads head={['서류', '발급 기관', '직접 발급받는 곳', '전자문서지갑']} />
          <tbody>
            {PRDOC_FORM_CODES.map((c) => (
              <tr key={c} data-kind={c}>
                <th scope="row">{PRDOC_KINDS[c].name}</th>
                <td>{PRDOC_KINDS[c].issuer}</td>
                <td>{PRDOC_KINDS[c].selfService}</td>
                <td>{PRDOC_KINDS[c].wallet ? '가능' : '없음'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** /elrcpt/prdoc/Popup: 증빙서류 제출 안내 (the three ways, 나의 서류, the validity rule). */
export function SupplyGuide() {
  return (
    <div className="pd-guide" data-supply-guide="">
      <h2>서류를 내는 세 가지 방법</h2>
      <ol>
        <li>
          <strong>행정정보 공동이용</strong>: 신청서를 쓸 때 공동이용에 동의했다면 서류마다 한 번 더 동의하면 담당 기관이 발급 기관의 정보를 직접 확인합니다. 따로 발급받을
          필요가 없습니다. 동의한 때와 목적({EXCHANGE_CONSENT_PURPOSE})을 기록합니다.
        </li>
        <li>
          <strong>전자문서지갑</strong>: 정부24 등의 전자문서지갑에 받아 둔 전자증명서를 보냅니다. 발급 기관의 전자서명과 유효기간, 본인의 것인지를 확인합니다.
        </li>
        <li>
          <strong>파일 올리기</strong>: 발급받은 서류를 PDF, JPG, PNG, HWP 파일(10MB까지)로 올리고 발급일을 적습니다. 파일 형식은 내용으로 확인하고 악성코드를 검사합니다.
        </li>
      </ol>
      <h2>나의 서류</h2>
      <p>낸 서류는 나의 서류에 저장되어 다른 신청서에 다시 낼 수 있습니다. 신청에 쓰지 않은 나의 서류는 저장한 날부터 1년 뒤 지웁니다.</p>
      <h2>유효기간</h2>
      <p>
        대부분의 서류는 발급일부터 90일, 납세증명서는 30일 동안 받습니다. 유효기간이 지난 서류는 낼 수 없으며, 기관이 확인하기 전에 유효기간이 지나면 상태가 ‘만료’로
        바뀌어 다시 내야 합니다.
      </p>
    </div>
  );
}
