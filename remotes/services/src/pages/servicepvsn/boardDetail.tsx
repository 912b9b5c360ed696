import { Link, useLocation } from '@portal/router';
import type { InstNotice } from '@portal/contracts/client';
import { ListPage, pageParam, param, toQuery } from '@portal/blocks/list';
import { Facts, Neighbours } from '@portal/ui';
import { ButtonLink, NextLinks } from '@portal/ui/form';
import { svcInstitution } from '../../api/svcInstitution';
import { svcInstNotice } from '../../api/svcInstNotice';
import { svcInstNotices } from '../../api/svcInstNotices';
import { dateLabel, Heading, htmlParagraphs, INST_CODE, INST_HOME, instHref, noticeHref, noticesHref, NoInstitution, NotNamed, NTT_ID, RecordGate } from '../../lib/catalog/parts';

const PAGE_SIZE = 10;
const BOARD_WAYS = [{ to: INST_HOME, label: '기관별 서비스 찾기로 가기' }];

/** /servicepvsn/boardDetail?inst=&nttId=: one notice of an institution; without nttId the institution's notices, paged. */
export default function InstitutionBoard() {
  const { search } = useLocation();
  const code = param(search, 'inst');
  const nttId = param(search, 'nttId');
  const hasNtt = new URLSearchParams(search).has('nttId');
  if (!INST_CODE.test(code)) return <NoInstitution code={code} page="service-board-inst-missing" ways={BOARD_WAYS} />;
  return hasNtt ? <Notice code={code} nttId={nttId} /> : <Notices code={code} />;
}

function Notices({ code }: { code: string }) {
  const inst = svcInstitution.use({ params: { instCode: code } });
  return (
    <RecordGate page="service-board-list" query={inst} missing={<NoInstitution code={code} page="service-board-inst-missing" ways={BOARD_WAYS} />} what="기관 소식을" title="기관 소식">
      {(i) => (
        <>
          <Heading title={`${i.name} 소식`} lead={`${i.name}에서 알리는 소식입니다. 최근 것부터 보여 줍니다.`} />
          <ListPage
            path={noticesHref(code)}
            read={(s) => ({ page: pageParam(s) })}
            write={(q) => toQuery({ inst: code, page: q.page })}
            call={svcInstNotices}
            input={(q) => ({ params: { instCode: code }, query: { page: q.page, pageSize: PAGE_SIZE } })}
            what="기관 소식을"
            countPages
            empty={() => <p>{i.name}의 소식이 아직 없습니다.</p>}
            pagination={`${i.name} 소식 페이지`}
          >
            {(data) => (
              <ul className="sc-notices" data-notice-list="">
                {data.items.map((n) => (
                  <li key={n.nttId}>
                    <Link to={noticeHref(code, n.nttId)} data-notice={n.nttId}>
                      {n.title}
                    </Link>
                    <span className="sc-muted">{dateLabel(n.postedAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </ListPage>
          <p className="sc-actions">
            <ButtonLink to={instHref(code)} variant="secondary">
              {i.name} 안내로 돌아가기
            </ButtonLink>
          </p>
        </>
      )}
    </RecordGate>
  );
}

function Notice({ code, nttId }: { code: string; nttId: string }) {
  const valid = NTT_ID.test(nttId);
  const query = svcInstNotice.use({ params: { instCode: code, nttId } }, { enabled: valid });
  const ways = [
    { to: noticesHref(code), label: '이 기관의 소식 목록으로 가기' },
    { to: instHref(code), label: '기관 안내로 가기' },
  ];
  const missing = <NotNamed page="service-notice-missing" title="소식을 찾을 수 없습니다" ways={ways} value={nttId} max={40} name="글 번호" param="nttId" none="소식은" back="소식 목록에서 다시 골라 주세요." />;
  return (
    <RecordGate page="service-notice-detail" query={query} named={valid} missing={missing} what="기관 소식을" title="기관 소식">
      {(n) => <NoticeView n={n} />}
    </RecordGate>
  );
}

function NoticeView({ n }: { n: InstNotice }) {
  const side = (x: InstNotice['prev']) => x && { to: noticeHref(n.instCode, x.nttId), text: x.title };
  return (
    <article aria-labelledby="notice-title" data-notice-detail={n.nttId}>
      <Heading id="notice-title" title={n.title} badges={[`${n.instName} 소식`]} />
      <Facts
        className="sc-meta"
        facts={[
          ['기관', <Link to={instHref(n.instCode)}>{n.instName}</Link>],
          ['게시일', dateLabel(n.postedAt)],
        ]}
      />
      <div className="sc-article__body" data-notice-body="">
        {htmlParagraphs(n.bodyHtml).map((p, k) => (
          <p key={k}>{p}</p>
        ))}
      </div>
      <Neighbours block="sc" label="이전 소식과 다음 소식" what="글" prev={side(n.prev)} next={side(n.next)} />
      <NextLinks
        className="sc-actions"
        links={[
          { to: noticesHref(n.instCode), label: '소식 목록', variant: 'secondary' },
          { to: instHref(n.instCode), label: `${n.instName} 안내로 돌아가기` },
        ]}
      />
    </article>
  );
}
