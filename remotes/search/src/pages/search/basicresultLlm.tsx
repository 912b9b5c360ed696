import { ListResults } from '../../lib/ListResults';

/**
 * /search/basicresultLlm: the basicresult list with the region of the AI summary reserved above it.
 * The AI answer (issue 19) is not built yet: the region says so instead of showing anything made up.
 */
export default function BasicResultLlm() {
  return (
    <ListResults
      title="검색 결과 (AI 요약)"
      page="search-basic-llm"
      tab={null}
      top={
        <section className="se-ai" aria-labelledby="se-ai-title" data-ai-summary="">
          <h2 className="se-ai__title" id="se-ai-title">
            AI 요약
          </h2>
          <p>AI 요약은 준비 중입니다. 검색 결과를 바탕으로 한 요약이 이곳에 나올 예정입니다. 지금은 아래 검색 결과의 법령·판례·사례를 직접 확인해 주세요.</p>
        </section>
      }
    />
  );
}
