import { Link } from '@portal/router';
import { PageHeading } from '@portal/ui/form';
import { openV1DocumentHref, openV1Path } from '../../api/openV1';
import { API_GROUPS, CATALOGUE, docHref } from '../../lib/catalogue';
import { KeyLinks, QuotaText } from '../../lib/parts';
import '../../lib/openapi.css';

/** /opn/OpnApiList: the catalogue of the public open API, how to get a key, the quotas (public; rendered on the server). */
export default function OpnApiList() {
  return (
    <div className="mb-page mb-page--wide oa-page" data-page="opn-list">
      <PageHeading
        title="오픈 API"
        lead="법률구조 플랫폼의 기관·서비스, 고객센터, 법령·판례, 상담 예약 현황, 만족도 통계를 다른 누리집과 앱에서 쓸 수 있도록 공공데이터포털과 같은 방식의 오픈 API로 제공합니다."
      />

      <section className="oa-section" aria-labelledby="oa-how">
        <h2 id="oa-how">이용 절차</h2>
        <ol className="oa-steps">
          <li>
            <strong>로그인</strong>
            <p>회원으로 로그인합니다. 비회원(본인확인)은 신청할 수 없습니다.</p>
          </li>
          <li>
            <strong>활용 신청</strong>
            <p>활용 목적과 시스템을 적어 신청합니다. 개발계정은 바로 승인되어 서비스키를 한 번 보여 드립니다.</p>
          </li>
          <li>
            <strong>호출</strong>
            <p>각 API 설명 화면의 시험 호출(콘솔)이나 내 시스템에서 서비스키로 부릅니다.</p>
          </li>
          <li>
            <strong>운영계정</strong>
            <p>서비스를 열 때 운영계정을 신청하면 승인 담당자가 심사해 하루 호출 한도를 올려 드립니다.</p>
          </li>
        </ol>
        <KeyLinks />
      </section>

      <section className="oa-section" aria-labelledby="oa-apis" data-catalogue="">
        <h2 id="oa-apis">API 목록 ({CATALOGUE.length}개)</h2>
        <p className="fm-hint">
          기계가 읽는 명세(OpenAPI 3.1)는{' '}
          <a href={openV1DocumentHref()} data-openapi-json="">
            openapi.json
          </a>
          에 있습니다. 이름을 누르면 요청 변수, 요청·응답 예시(JSON, XML), 결과 코드를 보고 바로 호출해 볼 수 있습니다.
        </p>
        {API_GROUPS.map((group) => {
          const apis = CATALOGUE.filter((d) => d.group === group);
          if (!apis.length) return null;
          const id = `oa-group-${API_GROUPS.indexOf(group)}`;
          return (
            <section key={group} className="oa-group" aria-labelledby={id}>
              <h3 id={id}>{group}</h3>
              <ul className="oa-apis">
                {apis.map((d) => (
                  <li key={d.slug} className="oa-api" data-api={d.slug}>
                    <Link to={docHref(d)}>{d.title}</Link>
                    <code>GET {openV1Path(d.slug)}</code>
                    <p>{d.summary}</p>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </section>

      <section className="oa-section" aria-labelledby="oa-quota">
        <h2 id="oa-quota">호출 한도와 키</h2>
        <QuotaText />
      </section>
    </div>
  );
}
