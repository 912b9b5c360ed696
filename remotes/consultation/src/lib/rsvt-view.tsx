import { useState, type ReactNode } from 'react';
import { Link, useLocation } from '@portal/router';
import { RSVT_NO_PATTERN, type Reservation } from '@portal/contracts/client';
import { copyText, Spinner } from '@portal/ui';
import { LoadError, errorStatus } from '@portal/ui/form';
import { myRsvt } from '../api/myRsvt';
import { rsvtLinks } from './format';
import { SignInPrompt } from './signin';

/** The rsvtNo of the query when it is well formed (R + date + 6 digits), else null. */
export function useRsvtNo(): string | null {
  const { search } = useLocation();
  const v = new URLSearchParams(search).getAll('rsvtNo');
  return v.length === 1 && RSVT_NO_PATTERN.test(v[0]!.trim()) ? v[0]!.trim() : null;
}

type RsvtLoad = { kind: 'missing' } | { kind: 'loading' } | { kind: 'out' } | { kind: 'notfound' } | { kind: 'error'; retry(): void } | { kind: 'ready'; rsvt: Reservation };

/** myRsvt (owner only: another person's number answers 404 without content), read afresh when the page opens. */
function useReservation(rsvtNo: string): RsvtLoad {
  const q = myRsvt.use({ params: { rsvtNo } });
  if (q.status === 'pending' || !q.isFetchedAfterMount) return { kind: 'loading' };
  if (q.status === 'error') {
    const s = errorStatus(q.error);
    if (s === 401) return { kind: 'out' };
    if (s === 404 || s === 400) return { kind: 'notfound' };
    return { kind: 'error', retry: () => void q.refetch() };
  }
  return { kind: 'ready', rsvt: q.data };
}

/** The reservation of `rsvtNo` (from useRsvtNo: null when the address has none or a malformed one) and every state around it. */
export function RsvtGate({ rsvtNo, heading, children }: GateProps & { rsvtNo: string | null }) {
  return rsvtNo ? <LoadedRsvt rsvtNo={rsvtNo} heading={heading}>{children}</LoadedRsvt> : <RsvtStates load={{ kind: 'missing' }} heading={heading}>{children}</RsvtStates>;
}

interface GateProps {
  /** Drawn above every state (the page title, which may name the loaded reservation's method). */
  heading?: (r: Reservation | null) => ReactNode;
  children: (r: Reservation) => ReactNode;
}

function LoadedRsvt({ rsvtNo, ...rest }: GateProps & { rsvtNo: string }) {
  return <RsvtStates load={useReservation(rsvtNo)} {...rest} />;
}

/** Every state of a reservation page but the ready one: loading, sign-in, missing/unknown number, error. */
function RsvtStates({ load, heading, children }: GateProps & { load: RsvtLoad }) {
  return (
    <>
      {heading?.(load.kind === 'ready' ? load.rsvt : null)}
      <RsvtState load={load}>{children}</RsvtState>
    </>
  );
}

function RsvtState({ load, children }: { load: RsvtLoad; children: (r: Reservation) => ReactNode }) {
  switch (load.kind) {
    case 'loading':
      return <Spinner label="예약 내용을 불러오는 중입니다" />;
    case 'out':
      return <SignInPrompt what="예약 내용을 보려면" />;
    case 'missing':
    case 'notfound':
      return (
        <div className="fm-notice fm-notice--warning" role="alert" data-rsvt-missing={load.kind}>
          <p>
            {load.kind === 'missing'
              ? '어떤 예약인지 알 수 없습니다. 주소에 예약번호(예: R20261221-123456)가 없거나 형식이 맞지 않습니다.'
              : '예약을 찾을 수 없습니다. 예약번호가 맞는지, 지금 로그인한 분이 한 예약인지 확인해 주세요.'}
          </p>
          <p>내가 한 예약은 나의 상담 예약에서 모두 볼 수 있습니다.</p>
          <p>
            <Link className="btn btn-primary btn-small" to={rsvtLinks('').list}>
              나의 상담 예약 보기
            </Link>
          </p>
        </div>
      );
    case 'error':
      return <LoadError what="예약 내용을" retry={load.retry} />;
    default:
      return <>{children(load.rsvt)}</>;
  }
}

/** The reservation number, large, with a copy button (and a polite note when copied). */
export function RsvtNumber({ rsvtNo }: { rsvtNo: string }) {
  const [note, setNote] = useState('');
  const copy = async () =>
    setNote(
      (await copyText(rsvtNo, document.getElementById('ds-rsvtno-value')))
        ? '예약번호를 복사했습니다.'
        : '복사하지 못했습니다. 예약번호를 선택해 두었으니 Ctrl+C(휴대전화는 길게 눌러 복사)로 복사해 주세요.',
    );
  return (
    <div className="ds-rsvtno">
      <p className="ds-rsvtno__label" id="ds-rsvtno-label">
        예약번호
      </p>
      <p className="ds-rsvtno__value" id="ds-rsvtno-value" data-rsvt-no="">
        {rsvtNo}
      </p>
      <button type="button" className="btn btn-secondary btn-small" onClick={() => void copy()}>
        예약번호 복사
      </button>
      <p className="ds-rsvtno__note" role="status" aria-live="polite">
        {note}
      </p>
    </div>
  );
}
