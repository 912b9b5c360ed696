import '../main/main-page.css';
import { useState, type FormEvent } from 'react';
import { componentDoc } from '../../showcase/component-doc';
import { SearchBox } from '.';
import doc from './doc.json';

export const SEARCH_ERROR = '검색어를 입력해 주십시오. 예: 전세 보증금, 임금체불';

/** Submitting searches nothing here: the example says what the portal would open. */
function useExampleSearch(initial: string, initialError = '') {
  const [query, setQuery] = useState(initial);
  const [error, setError] = useState(initialError);
  const [outcome, setOutcome] = useState('');
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = query.trim();
    setError(q ? '' : SEARCH_ERROR);
    setOutcome(q ? `"${q}"(으)로 통합검색 결과를 엽니다(예시라 이동하지 않습니다).` : '');
  };
  return { query, setQuery, error, outcome, onSubmit };
}

function Default() {
  const s = useExampleSearch('');
  return (
    <>
      <SearchBox id="ex-search-a" label="법률 문제 검색" landmarkLabel="예시 검색" value={s.query} onValue={s.setQuery} onSubmit={s.onSubmit} error={s.error} placeholder="어떤 문제가 있으신가요? 예: 전세 보증금" />
      <p className="uk-outcome" role="status">
        {s.outcome}
      </p>
    </>
  );
}

function WithError() {
  const s = useExampleSearch('', SEARCH_ERROR);
  return <SearchBox id="ex-search-b" label="법률 문제 검색" landmarkLabel="예시 검색(오류)" value={s.query} onValue={s.setQuery} onSubmit={s.onSubmit} error={s.error} />;
}

export const searchDoc = componentDoc(doc, {
  route: '/components/research/search',
  examples: [
    {
      id: 'ex-search-default',
      name: '기본',
      state: 'default',
      description: '검색어를 넣고 Enter를 누르면 아래에 결과를 알립니다. 비운 채 누르면 오류를 보여 줍니다.',
      Render: Default,
      code: `<SearchBox id="main-search" name="q" label="법률 문제 검색" action="/search/totalresult" value={query} onValue={setQuery} onSubmit={onSubmit} error={error} />`,
    },
    {
      id: 'ex-search-error',
      name: '오류(빈 검색어)',
      state: 'error',
      error: SEARCH_ERROR,
      Render: WithError,
      code: `<SearchBox id="main-search" label="법률 문제 검색" value="" onValue={setQuery} onSubmit={onSubmit} error="검색어를 입력해 주십시오. 예: 전세 보증금, 임금체불" />`,
    },
  ],
});
