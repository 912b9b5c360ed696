import { Link, useLocation } from '@portal/router';
import { PageHeading } from '@portal/ui/form';
import { openV1DocumentHref, openV1Path } from '../../api/openV1';
import { API_GROUPS, CATALOGUE, COMMON_PARAMS, LIST_ENVELOPE_FIELDS, apiBySlug, docHref, isListAnswer, type ApiDoc } from '../../lib/catalogue';
import { CodeSample, DocTable, KeyLinks, QuotaText, ResultCodes } from '../../lib/parts';
import { curlOf, sampleJson, sampleQuery, sampleXml } from '../../lib/samples';
import { useSiteOrigin } from '../../lib/origin';
import { ApiConsole } from './_Console';
import '../../lib/openapi.css';

/**
 * /opn/OpnApiView?api=<slug>: one API's documentation (what it gives, parameters, sample request and
 * answer in JSON and XML, answer fields, result codes, quota) and the console that calls it with the
 * member's key. Public; rendered on the server. Without a known ?api= it lists the APIs to choose from.
 */
export default function OpnApiView() {
  const doc = apiBySlug(new URLSearchParams(useLocation().search).get('api'));
  return (
    <div className="mb-page mb-page--wide oa-page" data-page="opn-view">
      {doc ? <ApiDocumentation doc={doc} /> : <ChooseApi />}
    </div>
  );
}

function ChooseApi() {
  return (
    <>
      <PageHeading title="오픈 API 상세" lead="설명을 볼 API를 골라 주십시오. 주소의 API 이름이 없거나 목록에 없는 이름입니다." />
      <nav aria-label="오픈 API 목록" data-choose-api="">
        <ul className="fm-list">
          {CATALOGUE.map((d) => (
            <li key={d.slug}>
              <Link to={docHref(d)}>{d.title}</Link> <code>{openV1Path(d.slug)}</code>
            </li>
          ))}
        </ul>
      </nav>
      <div className="oa-actions">
        <Link className="btn btn-secondary" to="/opn/OpnApiList">
          오픈 API 목록으로
        </Link>
      </div>
    </>
  );
}

function ApiDocumentation({ doc }: { doc: ApiDoc }) {
  const origin = useSiteOrigin();
  const json = sampleQuery(doc, 'json');
  const xml = sampleQuery(doc, 'xml');
  const params = [...doc.params, ...COMMON_PARAMS.filter((p) => isListAnswer(doc) || (p.name !== 'pageNo' && p.name !== 'numOfRows'))];
  const fields = [...(isListAnswer(doc) ? LIST_ENVELOPE_FIELDS : ([['response.body.item', '한 건의 결과']] as const)), ...doc.fields];
  return (
    <article aria-labelledby="oa-title" data-api-doc={doc.slug}>
      <h1 className="mb-page__title" id="oa-title">
        {doc.title} API
      </h1>
      <p className="mb-page__lead">{doc.summary}</p>
      <dl className="fm-dl" data-api-facts="">
        <dt>요청 주소</dt>
        <dd>
          <code className="oa-address">GET {openV1Path(doc.slug)}</code>
        </dd>
        <dt>분류</dt>
        <dd>{doc.group}</dd>
        <dt>응답 형식</dt>
        <dd>JSON(기본), XML (type=xml 또는 Accept: application/xml)</dd>
        <dt>인증</dt>
        <dd>서비스키: Authorization: Bearer 키, X-API-Key: 키 헤더 또는 serviceKey 파라미터</dd>
      </dl>
      <ul className="fm-list" style={{ marginTop: 12 }}>
        {doc.details.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>

      <section className="oa-section" aria-labelledby="oa-params">
        <h2 id="oa-params">요청 변수</h2>
        <DocTable
          caption={`${doc.title} API 요청 변수: 이름, 항목명, 필수 여부, 형식, 설명, 예시`}
          head={['이름', '항목명', '필수', '형식', '설명', '예시']}
          rows={params.map((p) => [<code key="n">{p.name}</code>, p.label, p.required ? '필수' : '선택', p.type, p.description, p.example ? <code key="e">{p.example}</code> : '-'])}
          mark="api-params"
        />
      </section>

      <section className="oa-section" aria-labelledby="oa-request">
        <h2 id="oa-request">요청 예시</h2>
        <p>서비스키는 헤더로 보내면 주소(접속 기록)에 남지 않습니다. $SERVICE_KEY 자리에 발급받은 키를 넣어 주십시오.</p>
        <div className="oa-samples">
          <CodeSample id="oa-req-json" title="JSON으로 받기" wrap>
            {curlOf(`${origin}${openV1Path(doc.slug, json)}`, 'json')}
          </CodeSample>
          <CodeSample id="oa-req-xml" title="XML로 받기" wrap>
            {curlOf(`${origin}${openV1Path(doc.slug, xml)}`, 'xml')}
          </CodeSample>
        </div>
      </section>

      <section className="oa-section" aria-labelledby="oa-answer">
        <h2 id="oa-answer">응답 예시</h2>
        <div className="oa-samples">
          <CodeSample id="oa-ans-json" title="JSON" mark="json">
            {sampleJson(doc.sample)}
          </CodeSample>
          <CodeSample id="oa-ans-xml" title="XML" mark="xml">
            {sampleXml(doc.sample)}
          </CodeSample>
        </div>
        <h3 id="oa-fields">응답 항목</h3>
        <DocTable caption={`${doc.title} API 응답 항목: 이름과 뜻`} head={['이름', '뜻']} rows={fields.map(([name, meaning]) => [<code key="n">{name}</code>, meaning])} mark="api-fields" />
      </section>

      <section className="oa-section" aria-labelledby="oa-codes">
        <h2 id="oa-codes">결과 코드</h2>
        <p>
          오류 응답에는 header만 있으며, <code>message</code>가 무엇을 고치면 되는지 한국어로 알려 줍니다. HTTP 상태와 결과 코드는 서로 맞습니다.
        </p>
        <ResultCodes />
      </section>

      <section className="oa-section" aria-labelledby="oa-quota">
        <h2 id="oa-quota">호출 한도</h2>
        <QuotaText />
      </section>

      <section className="oa-section" aria-labelledby="oa-console-title">
        <h2 id="oa-console-title">시험 호출 (콘솔)</h2>
        <ApiConsole key={doc.slug} doc={doc} />
        <KeyLinks />
      </section>

      <nav className="oa-section" aria-labelledby="oa-others">
        <h2 id="oa-others">다른 API</h2>
        <ul className="oa-other">
          {API_GROUPS.flatMap((g) => CATALOGUE.filter((d) => d.group === g)).map((d) => (
            <li key={d.slug}>
              <Link to={docHref(d)} aria-current={d.slug === doc.slug ? 'page' : undefined}>
                {d.title}
              </Link>
            </li>
          ))}
        </ul>
        <p className="fm-hint" style={{ marginTop: 12 }}>
          모든 API의 명세(OpenAPI 3.1): <a href={openV1DocumentHref()}>openapi.json</a>
        </p>
      </nav>
    </article>
  );
}
