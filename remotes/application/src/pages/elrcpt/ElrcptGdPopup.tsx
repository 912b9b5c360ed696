import { Button } from '@portal/ui/form';
import { GUIDE_STEPS } from '../../lib/guide';
import '../../lib/slfdgns.css';

/** /elrcpt/ElrcptGdPopup (layout empty): the short guide for a small window, opened from the forms. */
export default function ElrcptGuidePopup() {
  return (
    <div className="mb-page" data-page="elrcpt-gd-popup">
      <h1 className="mb-page__title">전자접수 안내(요약)</h1>
      <ol className="sd-list">
        {GUIDE_STEPS.map((s) => (
          <li key={s.title}>
            <strong>{s.title}</strong>: {s.body.split('. ')[0]}.
          </li>
        ))}
      </ol>
      <p>
        문의: 대한법률구조공단 ☎ <a href="tel:132">132</a>. 자세한 안내는 <a href="/elrcpt/gd" target="_blank" rel="noopener">전자접수 안내(새 창)</a>에 있습니다.
      </p>
      <div className="sd-actions">
        <Button variant="secondary" onClick={() => window.close()}>
          창 닫기
        </Button>
      </div>
    </div>
  );
}
