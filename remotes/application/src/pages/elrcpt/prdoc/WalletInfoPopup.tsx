import { useSearchParams } from '@portal/router';
import { PRDOC_FORM_CODES, type PrdocFormCode } from '@portal/contracts/client';
import { MemberGate } from '../../../lib/MemberGate';
import { WALLET_MESSAGE, WalletCerts } from '../../../lib/prdoc/wallet';
import { PopupPage, useSendToOpener } from '../../../lib/PopupPage';

/**
 * /elrcpt/prdoc/WalletInfoPopup (layout empty): the member's 전자문서지갑 as a standalone window
 * (&code= this kind only). The chosen certificate goes to the opener's proof form by postMessage
 * (same origin only), then the window closes. The form shows the same list in an in-page dialog.
 */
export default function WalletInfoPopup() {
  const [params] = useSearchParams();
  const c = params.get('code') ?? '';
  const code = (PRDOC_FORM_CODES as readonly string[]).includes(c) ? (c as PrdocFormCode) : undefined;
  const { sent, send } = useSendToOpener(WALLET_MESSAGE, '이 창을 연 서류 화면이 닫혀 있어 보낼 수 없습니다. 서류 화면의 ‘전자문서지갑 열기’를 눌러 주세요.');
  return (
    <PopupPage page="elrcpt-prdoc-wallet" title="전자문서지갑" lead="보낼 전자증명서를 고르세요. 발급 기관의 전자서명과 유효기간을 확인합니다.">
      <MemberGate what="전자문서지갑을 보려면">
        {() =>
          sent ? (
            <p role="status">{sent}</p>
          ) : (
            <WalletCerts
              code={code}
              onPick={(cert) => send({ cert }, `${cert.title}을(를) 서류 화면에 보냈습니다. 이 창을 닫아도 됩니다.`)}
              onCancel={() => window.close()}
            />
          )
        }
      </MemberGate>
    </PopupPage>
  );
}
