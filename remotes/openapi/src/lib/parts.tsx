// Pieces the open API pages share: status words, the key shown once, the documentation's tables.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  OPENAPI_DEV_DAILY_LIMIT,
  OPENAPI_KEY_VALID_YEARS,
  OPENAPI_OPER_DAILY_LIMIT,
  OPENAPI_REISSUE_GRACE_HOURS,
  OPENAPI_USE_LABELS,
  type OpenApiStatus,
  type OpenApiUseKind,
} from '@portal/contracts/client';
import { copyText, HeadedTable } from '@portal/ui';
import { Button, ButtonLink, Notice } from '@portal/ui/form';
import { RESULT_ROWS } from './samples';

export const n = (v: number) => v.toLocaleString('ko-KR');

export const STATUS_LABELS: Record<OpenApiStatus, string> = { PENDING: '승인 대기', APPROVED: '승인', REJECTED: '반려', REVOKED: '폐기' };
export const KEY_STATE_LABELS = { ACTIVE: '사용 중', GRACE: '교체됨 (곧 만료)', EXPIRED: '만료', REVOKED: '폐기' } as const;
export const kindLabel = (kind: OpenApiUseKind) => OPENAPI_USE_LABELS[kind];

/** A status in words (colour only repeats them). */
export function Badge({ state, children }: { state: string; children: ReactNode }) {
  return (
    <span className={`oa-badge oa-badge--${state}`} data-status={state}>
      {children}
    </span>
  );
}

/**
 * The key of an answer that issued one, shown this once: the warning, the key with 복사, and where to
 * go next. The heading takes focus so a screen reader starts here.
 */
export function IssuedKey({ apiKey, title, children, next }: { apiKey: string; title: string; children?: ReactNode; next?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const value = useRef<HTMLElement>(null);
  const [note, setNote] = useState('');
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    const done = await copyText(apiKey, value.current);
    setNote(done ? '서비스키를 복사했습니다. 안전한 곳에 붙여 넣어 보관해 주십시오.' : '복사하지 못했습니다. 키를 선택해 두었으니 Ctrl+C(휴대전화는 길게 눌러 복사)로 복사해 주십시오.');
  };
  return (
    <section className="oa-issued" aria-labelledby="oa-issued-title" data-issued-key="">
      <h2 id="oa-issued-title" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      <Notice tone="warning">
        <p>
          <strong>이 키는 지금 한 번만 보여 드립니다.</strong> 이 화면을 떠나거나 새로 고치면 다시 볼 수 없습니다. 지금 복사해 안전한 곳에 보관하고,
          다른 사람에게 알려 주거나 공개된 곳(소스 코드 저장소 등)에 올리지 마십시오. 잃어버렸다면 나의 신청·키에서 재발급해 주십시오.
        </p>
      </Notice>
      <div className="oa-key">
        <code id="oa-key-value" ref={value} data-key-value="">
          {apiKey}
        </code>
        <Button variant="secondary" size="small" onClick={() => void copy()} data-copy-key="">
          키 복사
        </Button>
      </div>
      <p className="fm-hint" role="status" aria-live="polite" data-copy-note="">
        {note}
      </p>
      {children}
      {next ? <div className="oa-actions">{next}</div> : null}
    </section>
  );
}

/** A table of the documentation (and of the keys): a caption, column heads, rows whose first cell heads the row. */
/** A documentation table; a wide one scrolls sideways in a frame the keyboard can reach. */
export function DocTable({ caption, head, rows, mark }: { caption: string; head: readonly string[]; rows: readonly (readonly ReactNode[])[]; mark?: string }) {
  return (
    <HeadedTable
      frameClass="oa-table-wrap"
      tableClass="oa-table"
      region={caption}
      cellLabels
      caption={caption}
      head={head}
      rows={rows}
      marks={mark ? { [`data-${mark}`]: '' } : undefined}
    />
  );
}

/** A titled code sample the keyboard can reach and scroll (`mark` = its data-sample). */
export function CodeSample({ id, title, wrap, mark, children }: { id: string; title: string; wrap?: boolean; mark?: string; children: ReactNode }) {
  return (
    <div>
      <h3 id={id}>{title}</h3>
      <pre className={wrap ? 'oa-code oa-code--wrap' : 'oa-code'} tabIndex={0} role="region" aria-labelledby={id} data-sample={mark}>
        {children}
      </pre>
    </div>
  );
}

/** An application's plan, as the member wrote it (terms of a description list). */
export function UsePlan({ app }: { app: { expectedDailyCalls: number; ipAllow: readonly string[]; purpose: string } }) {
  return (
    <>
      <dt>하루 예상 호출 수</dt>
      <dd>{n(app.expectedDailyCalls)}건</dd>
      <dt>허용 IP</dt>
      <dd>{app.ipAllow.length ? app.ipAllow.join(', ') : '제한 없음'}</dd>
      <dt>활용 목적</dt>
      <dd style={{ whiteSpace: 'pre-wrap' }}>{app.purpose}</dd>
    </>
  );
}

/** The result codes every API may answer with. */
export function ResultCodes() {
  return (
    <DocTable
      caption="결과 코드 (resultCode, resultMsg, HTTP 상태)"
      head={['resultCode', 'resultMsg', 'HTTP 상태', '뜻']}
      rows={RESULT_ROWS.map((r) => [<code key="c">{r.code}</code>, <code key="m">{r.msg}</code>, r.status, r.when])}
      mark="result-codes"
    />
  );
}

/** What a key may call in a day, and what the answer says about it. */
export function QuotaText() {
  return (
    <ul className="fm-list">
      <li>
        개발계정: 신청하면 바로 승인되며 API마다 하루 <strong>{n(OPENAPI_DEV_DAILY_LIMIT)}건</strong>까지 부를 수 있습니다.
      </li>
      <li>
        운영계정: 승인 담당자가 심사해 승인하면 API마다 하루 <strong>{n(OPENAPI_OPER_DAILY_LIMIT)}건</strong>(승인 때 정한 한도)까지 부를 수 있습니다. 승인 전에는 결과
        코드 20으로 거절됩니다.
      </li>
      <li>하루는 한국 시간 0시에 바뀝니다. 재발급한 키와 이전 키는 한 신청의 한도를 함께 씁니다. 한도를 넘은 호출은 결과 코드 22(HTTP 429)로 거절되며 세지 않습니다.</li>
      <li>
        모든 응답에 <code>X-RateLimit-Limit</code>(하루 한도), <code>X-RateLimit-Remaining</code>(남은 호출), <code>X-RateLimit-Reset</code>(한도가 다시 채워지기까지
        초) 헤더가 붙습니다.
      </li>
      <li>
        키는 발급일부터 {OPENAPI_KEY_VALID_YEARS}년 동안 쓸 수 있고, 만료 30일 전에 알림을 보냅니다. 재발급하면 이전 키는 {OPENAPI_REISSUE_GRACE_HOURS}시간 뒤 멈춥니다.
      </li>
    </ul>
  );
}

/** The way to the application form and to one's keys. */
export function KeyLinks() {
  return (
    <div className="oa-actions">
      <ButtonLink to="/opn/OpnApiEdit">활용 신청하기</ButtonLink>
      <ButtonLink to="/opn/OpnApiAprvList" variant="secondary">
        나의 신청·키 보기
      </ButtonLink>
    </div>
  );
}
