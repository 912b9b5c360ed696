import { useRef } from 'react';
import { Link } from '@portal/router';
import { GUIDES } from '../../lib/plt/guides';
import { GuideBody, PltPage } from '../../lib/plt/parts';

const POPUP_FEATURES = 'popup,width=720,height=800';

/**
 * /plt/guide: how to use the portal, one task per accordion item. The items are native
 * <details>/<summary>: Enter and Space open them from the keyboard, they work before the page's
 * scripts run (the page is server-rendered), and the browser's find-in-page opens the one it finds.
 * Each item can also be read in its own window (/popup/lasp/content?id=…).
 */
export default function PltGuide() {
  const list = useRef<HTMLUListElement>(null);
  const setAll = (open: boolean) => list.current?.querySelectorAll('details').forEach((d) => (d.open = open));
  return (
    <PltPage page="plt-guide" title="플랫폼 이용 안내" lead="자주 하는 일을 순서대로 안내합니다. 제목을 누르거나, 제목에서 Enter 또는 Space 키를 누르면 내용이 펼쳐집니다.">
      <div className="pt-acc-tools">
        <button type="button" className="btn btn-secondary" onClick={() => setAll(true)}>
          모두 펼치기
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setAll(false)}>
          모두 접기
        </button>
      </div>
      <ul className="pt-acc" ref={list} data-guide-list="">
        {GUIDES.map((g, i) => (
          <li key={g.id} id={`guide-${g.id}`}>
            <details data-guide={g.id}>
              <summary>
                <span className="pt-acc__no" aria-hidden="true">
                  {i + 1}
                </span>
                <h2 className="pt-acc__title">{g.title}</h2>
                <span className="pt-acc__icon" aria-hidden="true" />
              </summary>
              <div className="pt-acc__panel">
                <GuideBody guide={g} />
                <p className="pt-links">
                  <Link
                    to={`/popup/lasp/content?id=${g.id}`}
                    target="_blank"
                    onClick={(e) => {
                      // a real popup window (so its 닫기 button can close it); a blocked popup falls back to the link's new tab
                      if (window.open(e.currentTarget.href, `plt-guide-${g.id}`, POPUP_FEATURES)) e.preventDefault();
                    }}
                  >
                    이 안내를 새 창으로 보기<span className="sr-only">: {g.title}</span>
                  </Link>
                </p>
              </div>
            </details>
          </li>
        ))}
      </ul>
      <p className="pt-note">
        찾는 내용이 없으면 <Link to="/center/faq/list">자주 묻는 질문</Link>이나 <Link to="/center/gd">고객센터 이용 안내</Link>를 보시고, 그래도 궁금하면 <Link to="/center/qna">묻고 답하기</Link>에 남겨 주세요.
      </p>
    </PltPage>
  );
}
