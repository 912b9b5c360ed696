import '../main/main-page.css';
import { useState, type FormEvent } from 'react';
import type { ComponentDoc } from '../../showcase/types';
import { SearchBox } from '.';

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

export const searchDoc: ComponentDoc = {
  route: '/components/research/search',
  title: '검색창',
  summary: '메인 화면의 통합검색 상자입니다. 스크립트가 오기 전에도 보통 GET 양식으로 검색되고, 빈 검색어나 너무 긴 검색어는 입력란 아래에 알려 줍니다.',
  importLine: "import { SearchBox } from '@portal/ui/chrome';",
  uses: ['SearchBox'],
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
  props: [
    { name: 'id', type: 'string', required: true, description: '입력란의 id(오류 문구는 `${id}-error`).' },
    { name: 'label', type: 'string', required: true, description: '입력란의 레이블(화면에는 숨기고 화면 낭독기가 읽음).' },
    { name: 'value, onValue', type: 'string, (value: string) => void', required: true, description: '검색어와 바뀔 때 불리는 함수.' },
    { name: 'onSubmit', type: '(e: FormEvent<HTMLFormElement>) => void', required: true, description: '검색(Enter 또는 검색 버튼).' },
    { name: 'action, name', type: 'string', description: '스크립트가 오기 전의 GET 검색 주소와 검색어의 이름(메인: /search/totalresult, q).' },
    { name: 'error', type: 'string', description: '입력란 아래 오류 문구(role="alert", aria-describedby, aria-invalid).' },
    { name: 'landmarkLabel', type: 'string', description: '한 화면에 검색 랜드마크가 둘 이상일 때 이름.' },
    { name: 'placeholder', type: 'string', description: '자리 표시 글자(예를 들어 보임: 레이블을 대신하지 않음).' },
  ],
  a11y: {
    keyboard: ['Tab으로 입력란과 검색 버튼을 지납니다. 입력란에서 Enter를 누르면 검색합니다.', 'Esc는 브라우저가 입력란을 비웁니다(type="search").'],
    roles: ['form role="search"(검색 랜드마크)', '숨긴 label for로 이름이 붙은 입력란', '오류는 role="alert"이고 aria-describedby로 입력란에 묶이며 aria-invalid="true"'],
    screenReader: ['"검색" 랜드마크로 찾고, 입력란은 "법률 문제 검색, 검색 입력란"으로 읽습니다. 오류는 나타나는 즉시 읽습니다.'],
  },
};
