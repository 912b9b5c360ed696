import { PRDOC_KINDS, type PrdocFormCode } from '@portal/contracts/client';
import { Spinner } from '@portal/ui';
import { fmtDate } from '@portal/ui/format';
import { LoadError } from '@portal/ui/form';
import { walletList } from '../../api/walletList';
import type { WalletCert } from './proof';

/** The message /elrcpt/prdoc/WalletInfoPopup posts to its opener (same origin only): { type, cert }. */
export const WALLET_MESSAGE = 'portal:wallet';

/** The sandbox note of the wallet and of the exchange centre. */
export function SandboxNote({ children }: { children: string }) {
  return (
    <div className="fm-sandbox" data-sandbox="">
      <p style={{ margin: 0 }}>
        <span className="fm-sandbox__badge">샌드박스</span>
        {children}
      </p>
    </div>
  );
}

/** The certificates of the member's 전자문서지갑; each can be chosen (`code`: this kind only). */
export function WalletCerts({ code, onPick, onCancel }: { code?: PrdocFormCode; onPick(cert: WalletCert): void; onCancel?(): void }) {
  const q = walletList.use();
  if (q.status === 'pending') return <Spinner label="전자문서지갑을 불러오는 중입니다" />;
  if (q.status === 'error') return <LoadError what="전자문서지갑을" retry={() => void q.refetch()} />;
  const items = code ? q.data.items.filter((c) => c.code === code) : q.data.items;
  return (
    <div className="pd-wallet" data-wallet-list="">
      {q.data.sandbox ? <SandboxNote>시험용 전자문서지갑(샌드박스)입니다. 실제 정부24 지갑이 아니라 이 포털이 만든 시험 증명서를 보여 줍니다.</SandboxNote> : null}
      {items.length === 0 ? (
        <p>{code ? `전자문서지갑에 ${PRDOC_KINDS[code].name} 전자증명서가 없습니다. 지갑 앱에서 먼저 발급받거나 다른 방법을 골라 주세요.` : '전자문서지갑에 전자증명서가 없습니다.'}</p>
      ) : (
        <ul className="pd-list" aria-label="전자증명서 목록">
          {items.map((c) => (
            <li key={c.certId} className="pd-card" data-cert={c.certId}>
              <p className="pd-card__title">
                {c.title} {c.expired ? <span className="pd-badge pd-badge--EXPIRED">유효기간 지남</span> : null}
              </p>
              <p className="fm-hint">
                {c.issuer} · 발급 {fmtDate(c.issuedAt)} · 유효기간 {fmtDate(c.expiresAt)}까지
              </p>
              <button type="button" className="btn btn-secondary btn-small" onClick={() => onPick(c)}>
                이 증명서 보내기<span className="sr-only"> {c.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {onCancel ? (
        <div className="fm-actions">
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            닫기
          </button>
        </div>
      ) : null}
    </div>
  );
}

