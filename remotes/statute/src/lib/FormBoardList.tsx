import { Link } from '@portal/router';
import { FORM_CATEGORY_LABELS, FORM_SOURCE_LABELS, FORM_SOURCE_PATHS, STATUTE_KEYWORD_MAX, STATUTE_LIST_SORT_LABELS, type FormItem, type FormList, type FormSource } from '@portal/contracts/client';
import { ListPage, searchedFor, type ListContext } from '@portal/blocks/list';
import { formList } from '../api/formList';
import { readFormQuery, type FormListQuery } from './address';
import { dateLabel, ExternalLink, Heading, StatutePage } from './parts';
import { TabsAndSorts } from './list-filters';
import { Facts, type Fact } from '@portal/ui';

const PAGE_SIZE = 10;
const SORTS = ['recent', 'title'] as const;

const TEXT: Record<FormSource, { name: string; lead: string; hint: string; note: string }> = {
  STATUTE: {
    name: 'template-korea',
    lead: '법령에 정해진 신청서·신고서 같은 서식입니다. 서식 파일은 국가법령정보센터(law.go.kr)가 제공하는 공식 파일입니다.',
    hint: '서식 이름과 법령 이름에서 찾습니다(예: 임금체불, 진정서).',
    note: '서식 파일(HWP·PDF)은 국가법령정보센터에서 새 창으로 열리거나 내려받아집니다. HWP 파일은 한글 프로그램이나 한컴오피스 뷰어로 열 수 있습니다.',
  },
  COURT: {
    name: 'template-supremecourt',
    lead: '법원에 낼 때 많이 쓰는 서식과 그 쓰임새입니다. 서식 파일은 대한민국 법원 전자민원센터에서 받을 수 있습니다.',
    hint: '서식 이름과 쓰임새에서 찾습니다(예: 지급명령, 임차권등기).',
    note: '‘법원 안내 보기’는 대한민국 법원 누리집(전자민원센터)으로 새 창에서 열립니다. 서식을 받아 작성한 뒤 관할 법원에 내거나 전자소송으로 제출할 수 있습니다.',
  },
};

/** /statuteinfo/template/korea/list (법령 서식) and /statuteinfo/template/supremecourt/list (법원 제출 서식). */
export default function FormBoardList({ source }: { source: FormSource }) {
  const text = TEXT[source];
  const title = FORM_SOURCE_LABELS[source];
  const path = FORM_SOURCE_PATHS[source];
  return (
    <StatutePage page={`${text.name}-list`}>
      <Heading title={title} lead={text.lead} print={`${title} 목록`} />
      <p className="fm-notice st-form-note" data-external-note="">
        {text.note}
      </p>
      <ListPage
        path={path}
        read={readFormQuery}
        call={formList}
        input={(q) => ({ query: { source, category: q.category || undefined, q: q.keyword, sort: q.sort || undefined, page: q.page, pageSize: PAGE_SIZE } })}
        what="서식을"
        search={{ id: `${text.name}-keyword`, name: title, hint: text.hint, maxLength: STATUTE_KEYWORD_MAX }}
        above={(data, ctx) => <Filters data={data} ctx={ctx} />}
        countPrefix={(_, q) => `${searchedFor(q.keyword)}${q.category ? `${FORM_CATEGORY_LABELS[q.category]} ` : ''}`}
        countPages
        empty={(q) => (
          <>
            <p>{q.keyword ? `‘${q.keyword}’에 맞는 서식이 없습니다.` : '이 분야에는 서식이 없습니다.'}</p>
            <p>짧은 낱말로 찾아보시거나 분야를 ‘전체’로 바꿔 보세요.</p>
            <p>
              <Link to={path}>검색 조건 지우기</Link>
            </p>
          </>
        )}
        pagination={`${title} 목록 페이지`}
      >
        {(data) => (
          <ul className="st-items" data-form-list="">
            {data.items.map((f) => (
              <FormEntry key={f.formId} f={f} />
            ))}
          </ul>
        )}
      </ListPage>
    </StatutePage>
  );
}

/** What each source's item shows: its facts and its links to the official files. */
const ITEM: Record<FormSource, { stack: boolean; facts: (f: FormItem) => Fact[]; files: (f: FormItem) => { href: string | null; label: string; what: string; plain?: boolean }[] }> = {
  STATUTE: {
    stack: false,
    facts: (f) => [f.lawName && ['법령', f.lawName], f.formNo && ['서식 번호', f.formNo], f.enforceDate && ['시행일', dateLabel(f.enforceDate)]],
    files: (f) => [
      { href: f.fileUrl, label: 'HWP 파일', what: `${f.title} 한글 파일, 국가법령정보센터` },
      { href: f.pdfUrl, label: 'PDF 파일', what: `${f.title} PDF 파일, 국가법령정보센터` },
      { href: f.sourceUrl, label: '법령에서 보기', what: `${f.title}, 국가법령정보센터`, plain: true },
    ],
  },
  COURT: {
    stack: true,
    facts: (f) => [['쓰임새', f.purpose], f.lawName && ['근거', f.lawName]],
    files: (f) => [
      { href: f.sourceUrl, label: '법원 안내 보기', what: `${f.title}, 대한민국 법원` },
      { href: f.fileUrl, label: '서식 파일', what: `${f.title} 서식 파일, 대한민국 법원` },
    ],
  },
};

function FormEntry({ f }: { f: FormItem }) {
  const view = ITEM[f.source];
  return (
    <li className="st-item st-form" data-form={f.formId}>
      <p className="st-badges">
        <span className="st-badge">{f.categoryName}</span>
      </p>
      <h2 className="st-item__title">{f.title}</h2>
      <Facts className={view.stack ? 'st-facts st-facts--stack' : 'st-facts'} facts={view.facts(f)} />
      <p className="st-files pr-noprint">
        {view.files(f).map((file) =>
          file.href ? (
            <ExternalLink key={file.label} href={file.href} className={file.plain ? 'st-files__source' : 'btn btn-secondary btn-small'} what={file.what}>
              {file.label}
            </ExternalLink>
          ) : null,
        )}
      </p>
    </li>
  );
}

function Filters({ data, ctx }: { data: FormList; ctx: ListContext<FormListQuery> }) {
  return <TabsAndSorts ctx={ctx} field="category" label="서식 분야" mark="category-tabs" counts={data.categoryCounts} sorts={SORTS} sortLabel={(s) => (s === 'recent' ? '시행일 최신순' : STATUTE_LIST_SORT_LABELS[s])} />;
}
