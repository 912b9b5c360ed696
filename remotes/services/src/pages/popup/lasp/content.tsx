import { useState } from 'react';
import { Link, useSearchParams } from '@portal/router';
import { GUIDES, guideById } from '../../../lib/plt/guides';
import { GuideBody } from '../../../lib/plt/parts';

/**
 * /popup/lasp/content?id=… (layout empty): one section of the platform guide in its own window,
 * with a 닫기 button. An id that names no section (or none at all) gets a Korean message and the
 * list of the sections there are — a working page, never an error.
 */
export default function ContentPopup() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const guide = guideById(id);
  const [closeFailed, setCloseFailed] = useState(false);
  const close = () => {
    window.close();
    // a window the visitor opened themselves cannot be closed by a script: say how to close it
    window.setTimeout(() => {
      if (!window.closed) setCloseFailed(true);
    }, 300);
  };
  return (
    <div className="mb-page pt-page pt-popup" data-page="plt-content-popup" data-content-id={guide ? guide.id : ''}>
      <p className="pt-popup__kicker">플랫폼 이용 안내</p>
      {guide ? (
        <>
          <h1 className="mb-page__title">{guide.title}</h1>
          <GuideBody guide={guide} newWindow />
        </>
      ) : (
        <>
          <h1 className="mb-page__title">안내 내용을 찾을 수 없습니다</h1>
          <p role="status" data-content-missing="">
            {id ? '요청하신 안내 내용이 없습니다. 주소가 바뀌었거나 잘못 입력되었을 수 있습니다.' : '어떤 안내를 볼지 정해지지 않았습니다.'} 아래 목록에서 보실 안내를 골라 주세요.
          </p>
          <ul className="pt-popup__others">
            {GUIDES.map((g) => (
              <li key={g.id}>
                <Link to={`/popup/lasp/content?id=${g.id}`}>{g.title}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="pt-popup__close">
        <button type="button" className="btn btn-primary" onClick={close}>
          창 닫기
        </button>
      </div>
      {closeFailed ? (
        <p role="alert" className="pt-note" data-close-failed="">
          이 창은 직접 열린 창이라 단추로 닫을 수 없습니다. 브라우저의 탭 닫기(Ctrl + W)로 닫아 주세요.
        </p>
      ) : null}
    </div>
  );
}
