import { Link, useLocation } from '@portal/router';
import { SEARCH_KINDS, SEARCH_KIND_LABELS, type SearchKind } from '@portal/contracts/client';
import { Loading } from '@portal/blocks/list';
import { LoadError, PageHeading } from '@portal/ui/form';
import { aiConversation } from '../../../api/aiConversation';
import { search } from '../../../api/search';
import { resultHref } from '../../../lib/ai/address';
import '../../../lib/ai.css';

/**
 * /ai/result/modal?ref=&kind=(&conversationId=): one cited source as a page: its title, the quoted
 * sentence when it comes from a conversation, and the link to the source itself.
 */
export default function AiResultModal() {
  const params = new URLSearchParams(useLocation().search);
  const ref = params.get('ref') ?? '';
  const kindParam = params.get('kind') ?? '';
  const kind = (SEARCH_KINDS as readonly string[]).includes(kindParam) ? (kindParam as SearchKind) : null;
  const conversationId = params.get('conversationId') ?? '';
  const conv = aiConversation.use({ params: { conversationId } }, { enabled: Boolean(conversationId) });
  const cited = conv.data?.turns.flatMap((t) => t.citations).find((c) => c.ref === ref && (!kind || c.kind === kind));
  const found = search.use({ query: { q: ref.slice(0, 100), kind: kind ?? undefined, size: 10 } }, { enabled: Boolean(ref) && !cited && (!conversationId || !conv.isPending) });
  const item = found.data?.items.find((i) => i.ref === ref) ?? found.data?.items[0];
  const back = conversationId ? resultHref('/ai/result', { conversationId }) : '/ai';

  let body;
  if (!ref) body = <p>보려는 출처가 주소에 없습니다. 답변의 출처 번호를 눌러 열어 주세요.</p>;
  else if (cited)
    body = (
      <>
        <p className="ai-panel__kind">{SEARCH_KIND_LABELS[cited.kind]}</p>
        <h2 className="ai-panel__title">{cited.title}</h2>
        <blockquote className="ai-panel__quote" data-ai-quote="">
          {cited.quote}
        </blockquote>
        <p>{cited.url.startsWith('/') ? <Link to={cited.url}>원문 보기: {cited.title}</Link> : <a href={cited.url}>원문 보기: {cited.title}</a>}</p>
      </>
    );
  else if ((conversationId && conv.isPending) || found.isPending) body = <Loading what="출처를" />;
  else if (found.isError) body = <LoadError what="출처를" retry={() => void found.refetch()} />;
  else if (!item) body = <p>출처 ‘{ref}’을(를) 찾지 못했습니다. 자료가 바뀌었을 수 있습니다.</p>;
  else
    body = (
      <>
        <p className="ai-panel__kind">{SEARCH_KIND_LABELS[item.kind]}</p>
        <h2 className="ai-panel__title">{item.title}</h2>
        {item.meta ? <p className="ai-note">{item.meta}</p> : null}
        <p>{item.url.startsWith('/') ? <Link to={item.url}>원문 보기: {item.title}</Link> : <a href={item.url}>원문 보기: {item.title}</a>}</p>
      </>
    );

  return (
    <div className="mb-page mb-page--wide ai-page" data-page="ai-result-modal">
      <PageHeading title="AI 답변의 출처" />
      <section className="ai-source-page" aria-label="출처" data-ai-source="">
        {body}
      </section>
      <p>
        <Link to={back} className="btn btn-secondary">
          닫고 돌아가기
        </Link>
      </p>
    </div>
  );
}
