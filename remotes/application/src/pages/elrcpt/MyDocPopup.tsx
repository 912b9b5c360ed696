import { MemberGate } from '../../lib/MemberGate';
import { MyDocList } from '../../lib/MyDocList';
import { MYDOC_MESSAGE } from '../../lib/mydoc-message';
import { PopupPage, useSendToOpener } from '../../lib/PopupPage';


/**
 * /elrcpt/MyDocPopup (layout empty): the member's saved documents as a standalone window. The picked
 * files go to the opener by postMessage (same origin only), then the window closes. The application
 * form shows the same list in an in-page dialog instead (README).
 */
export default function MyDocPopup() {
  const { sent, send } = useSendToOpener(MYDOC_MESSAGE, '이 창을 연 신청서 화면이 닫혀 있어 보낼 수 없습니다. 신청서 화면의 "나의 서류에서 고르기"를 눌러 주세요.');
  return (
    <PopupPage page="elrcpt-mydoc" title="나의 서류에서 고르기">
      <MemberGate what="나의 서류를 보려면">
        {() =>
          sent ? (
            <p role="status">{sent}</p>
          ) : (
            <MyDocList
              already={[]}
              onPick={(files) => send({ files }, `${files.length}개 서류를 신청서에 보냈습니다. 이 창을 닫아도 됩니다.`)}
              onCancel={() => window.close()}
            />
          )
        }
      </MemberGate>
    </PopupPage>
  );
}
