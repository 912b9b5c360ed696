import { Link } from '@portal/router';
import { articleLabel, LAW_CASE_PATH, searchHref, searchTabOfKind, statuteHref, type StatuteArticleView } from '@portal/contracts/client';
import { errorBody } from '@portal/ui/form';
import { statuteArticle } from '../../api/statuteArticle';
import { LinkedText } from '../Linked';
import { dateLabel, ExternalLink, Heading, Neighbours, NotHere, PrecedentLinks, RecordGate, Section } from '../parts';
import { Facts } from '@portal/ui';

const STATUS_WORDS = { CURRENT: '시행 중', UPCOMING: '시행 예정' } as const;

/**
 * /law-case?law=<법령명>&jo=<3 or 3의2>[&version=YYYY-MM-DD]: one article. Without jo the law's first
 * article; without version (or with one the address gets wrong) the version in force.
 */
export default function ArticleView({ law, jo, joValid, version, versionValid }: { law: string; jo: string; joValid: boolean; version: string; versionValid: boolean }) {
  const ok = law !== '' && joValid;
  const query = statuteArticle.use({ query: { law, jo: jo || undefined, version: versionValid && version ? version : undefined } }, { enabled: ok });
  const missing = <ArticleMissing law={law} jo={jo} joValid={joValid} message={query.status === 'error' ? errorBody(query.error).message : undefined} />;
  return (
    <RecordGate page="statute-article" query={query} named={ok} missing={missing} what="법령 조문을" title={law}>
          {(v) => <Article v={v} badVersion={versionValid ? '' : version} />}
    </RecordGate>
  );
}

function ArticleMissing({ law, jo, joValid, message }: { law: string; jo: string; joValid: boolean; message?: string }) {
  const name = law.slice(0, 80);
  const text = !law
    ? '주소에 법령 이름이 없습니다.'
    : !joValid
      ? `조문 번호 ‘${jo.slice(0, 20)}’가 올바르지 않습니다. 조문 번호는 숫자로 적어 주세요(예: 3, 3의2).`
      : (message ?? `‘${name}’${jo ? ` ${articleLabel(jo)}` : ''}는 이 플랫폼에 없는 법령이나 조문입니다.`);
  return (
    <NotHere
      page="statute-missing"
      title="법령 조문을 찾을 수 없습니다"
      ways={[
        ...(law && jo ? [{ to: statuteHref(law), label: `${name} 처음 조문 보기` }] : []),
        { to: searchHref(searchTabOfKind('statute').path, name || '법령'), label: '법령 검색하기' },
        { to: LAW_CASE_PATH, label: '판례 검색으로 가기' },
      ]}
    >
      <p data-not-found-reason="">{text}</p>
      <p>법령 이름과 조문 번호를 확인해 주세요.</p>
    </NotHere>
  );
}

function Article({ v, badVersion }: { v: StatuteArticleView; badVersion: string }) {
  const { law, article } = v;
  const shownVersion = law.enforceDate;
  const other = v.versions.filter((x) => x.enforceDate !== shownVersion);
  return (
    <article className="st-record st-article" aria-labelledby="article-title" data-article={article.ref}>
      <Heading
        id="article-title"
        print="이 조문"
        title={
          <>
            <span className="st-article__law">{law.name}</span> {article.label}
            {article.title ? <span className="st-article__title">({article.title})</span> : null}
          </>
        }
      >
        <p className="st-badges">
          <span className={`st-badge st-badge--${law.status === 'CURRENT' ? 'current' : 'upcoming'}`} data-version-status={law.status}>
            {STATUS_WORDS[law.status]}
          </span>
          <span className="st-badge st-badge--plain">{law.lawKind}</span>
          {article.part ? <span className="st-article__part">{article.part}</span> : null}
        </p>
      </Heading>
      {badVersion ? (
        <p className="fm-notice fm-notice--warning" role="status">
          주소의 시행일 ‘{badVersion.slice(0, 20)}’이 날짜(YYYY-MM-DD)가 아니어서 시행 중인 판을 보여 드립니다.
        </p>
      ) : null}
      {law.status === 'UPCOMING' ? (
        <p className="fm-notice fm-notice--warning" data-upcoming-notice="">
          이 판은 {dateLabel(law.enforceDate)}부터 시행될 예정입니다. 지금 적용되는 내용은 시행 중인 판에서 확인해 주세요.
        </p>
      ) : null}
      <Facts
        className="st-meta"
        facts={[
          ['시행일', dateLabel(law.enforceDate)],
          law.promulgated && ['공포', `${dateLabel(law.promulgated)}${law.promulgationNo ? ` 제${law.promulgationNo.replace(/^제|호$/g, '')}호` : ''}`],
          law.ministry && ['소관 부처', law.ministry],
          [
            '출처',
            <ExternalLink key="source" href={law.sourceUrl} what="국가법령정보센터">
              국가법령정보센터
            </ExternalLink>,
          ],
        ]}
      />
      {v.versions.length > 1 ? (
        <nav className="st-versions pr-noprint" aria-label="시행일별 판" data-versions="">
          <p className="st-versions__label">시행일별 판</p>
          <ul>
            {v.versions.map((x) => {
              const current = x.enforceDate === shownVersion;
              return (
                <li key={x.enforceDate}>
                  <Link
                    to={statuteHref(law.name, article.jo, x.status === 'CURRENT' ? undefined : x.enforceDate)}
                    className={`ls-choice${current ? ' is-current' : ''}`}
                    aria-current={current ? 'page' : undefined}
                    data-version={x.enforceDate}
                  >
                    {dateLabel(x.enforceDate)} {STATUS_WORDS[x.status]}
                  </Link>
                </li>
              );
            })}
          </ul>
          {other.length && v.differsInOtherVersion ? (
            <p className="fm-hint" data-differs="">
              이 조문은 {other.map((x) => `${dateLabel(x.enforceDate)} ${STATUS_WORDS[x.status]}`).join(', ')} 판에서 내용이 다릅니다.
            </p>
          ) : null}
        </nav>
      ) : null}
      <Section id="article-body" title={<span className="sr-only">조문 본문</span>} className="st-article__body" mark="article-body">
        <LinkedText text={v.article.body} />
      </Section>
      <Neighbours
        label="앞 조문과 뒤 조문"
        what="조문"
        prevWord="앞"
        nextWord="뒤"
        prev={v.prev ? { to: statuteHref(law.name, v.prev.jo, law.status === 'UPCOMING' ? law.enforceDate : undefined), text: `${v.prev.label}${v.prev.title ? `(${v.prev.title})` : ''}` } : null}
        next={v.next ? { to: statuteHref(law.name, v.next.jo, law.status === 'UPCOMING' ? law.enforceDate : undefined), text: `${v.next.label}${v.next.title ? `(${v.next.title})` : ''}` } : null}
      />
      <Section id="article-precedents" title="이 조문을 참조한 판례" mark="citing-precedents">
        {v.precedents.length ? (
          <PrecedentLinks items={v.precedents} />
        ) : (
          <p className="st-muted">이 플랫폼의 판례 가운데 이 조문을 참조한 판례가 없습니다.</p>
        )}
      </Section>
      <Toc v={v} />
    </article>
  );
}

/** The law's 편·장·절 as a collapsible navigation, the shown article marked. */
function Toc({ v }: { v: StatuteArticleView }) {
  const version = v.law.status === 'UPCOMING' ? v.law.enforceDate : undefined;
  const count = v.toc.reduce((n, p) => n + p.articles.length, 0);
  return (
    <details className="st-toc pr-noprint" data-toc="">
      <summary className="st-toc__summary">
        {v.law.name} 목차 <span className="st-muted">(조문 {count}개)</span>
      </summary>
      <nav aria-label={`${v.law.name} 목차`}>
        {v.toc.map((part, i) => (
          <div key={`${part.part}-${i}`} className="st-toc__part">
            {part.part ? <p className="st-toc__part-title">{part.part}</p> : null}
            <ul>
              {part.articles.map((a) => {
                const here = a.jo === v.article.jo;
                return (
                  <li key={a.jo}>
                    <Link to={statuteHref(v.law.name, a.jo, version)} aria-current={here ? 'page' : undefined} className={here ? 'is-current' : undefined}>
                      {a.label}
                      {a.title ? ` ${a.title}` : ''}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
    </details>
  );
}
