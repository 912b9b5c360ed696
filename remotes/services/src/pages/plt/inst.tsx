import { Link, useSearchParams } from '@portal/router';
import { INST_CATEGORIES, INST_CATEGORY_LABELS, LINK_LEVELS, LINK_LEVEL_LABELS, type InstCategory, type LinkLevel, type SvcInstitution } from '@portal/contracts/client';
import { QueryGate } from '@portal/blocks/list';
import { ColumnHeads, TextList } from '@portal/ui';
import { svcInstitutions } from '../../api/svcInstitutions';
import { PltPage, Section } from '../../lib/plt/parts';

/** The three cooperation stages of the real platform, from the least to the most joined. */
const STAGES: Record<LinkLevel, { what: string; scope: string }> = {
  INFO: { what: '법률 문제를 겪는 사람이 어디에서 해결할 수 있는지 플랫폼이 알려 주고, 그 기관의 안내와 누리집으로 이어 줍니다.', scope: '안내와 정보가 있는 곳으로의 연결' },
  APPLY: { what: '내 사정에 맞는 기관과 공공서비스를 찾아 주고, 그 기관에 신청하는 데까지 한 번에 이어 줍니다.', scope: '신청(접수 화면으로의 연결 포함)까지' },
  PROCESS: { what: '참여기관들이 플랫폼을 함께 쓰는 업무 공간으로 삼아 필요한 정보를 주고받고, 처리 결과를 플랫폼과 나눕니다.', scope: '접수와 처리 결과의 공유까지' },
};

const isCategory = (c: string): c is InstCategory => (INST_CATEGORIES as readonly string[]).includes(c);
const nameOf = (i: SvcInstitution) => (i.unit ? `${i.name}(${i.unit})` : i.name);

/**
 * /plt/inst: how far the participating institutions are joined to the platform (정보연계 · 신청연계 ·
 * 처리연계), and the table of all of them (category, 플랫폼 연계사업, 연계정도), which becomes a card list
 * on a phone. The whole list is read once; ?category= narrows what is shown (links, so it works without
 * scripts); an unknown category says so and shows everything.
 */
export default function PltInst() {
  const [params] = useSearchParams();
  const raw = params.get('category') ?? '';
  const category = isCategory(raw) ? raw : null;
  const list = svcInstitutions.use({ query: {} });
  return (
    <PltPage page="plt-inst" title="참여 기관" lead="법률구조 플랫폼에 함께하는 기관과, 기관마다 플랫폼과 어디까지 이어져 있는지 안내합니다.">
      <QueryGate query={list} what="참여기관 정보를">
        {(data) => {
          const all = data.items;
          const shown = category ? all.filter((i) => i.category === category) : all;
          const counts = new Map(INST_CATEGORIES.map((c) => [c, all.filter((i) => i.category === c).length]));
          return (
            <>
              <Section id="inst-stages" title="참여기관 협업 단계">
                <p>참여기관은 플랫폼과 이어진 정도에 따라 세 단계로 나뉩니다. 단계가 높을수록 플랫폼 안에서 더 많은 일을 끝낼 수 있습니다.</p>
                <ol className="pt-cards" data-inst-stages="">
                  {LINK_LEVELS.map((level, n) => (
                    <li key={level} className="pt-card" data-stage={level}>
                      <span className="pt-card__no" aria-hidden="true">
                        {n + 1}
                      </span>
                      <h3 className="pt-card__title">
                        <span className="sr-only">{n + 1}단계: </span>
                        {LINK_LEVEL_LABELS[level]}
                      </h3>
                      <p className="pt-card__body">{STAGES[level].what}</p>
                      <p className="pt-muted">
                        연계 범위: {STAGES[level].scope}
                        <br />
                        참여기관 <strong>{all.filter((i) => i.linkLevel === level).length}곳</strong>
                      </p>
                    </li>
                  ))}
                </ol>
              </Section>

              <Section id="inst-list" title="참여기관 현황">
                <p>
                  모두 <strong>{all.length}곳</strong>의 기관이 참여하고 있습니다. 기관별 서비스와 연락처는 <Link to="/servicepvsn">기관별 서비스</Link>에서 볼 수 있습니다.
                </p>
                <nav aria-label="기관 구분" className="pt-filter">
                  <ul>
                    <li>
                      <Link to="/plt/inst#inst-list" aria-current={category ? undefined : 'page'} className={category ? undefined : 'is-current'}>
                        전체 <span className="pt-filter__n">{all.length}</span>
                      </Link>
                    </li>
                    {INST_CATEGORIES.map((c) => (
                      <li key={c}>
                        <Link to={`/plt/inst?category=${c}#inst-list`} aria-current={category === c ? 'page' : undefined} className={category === c ? 'is-current' : undefined}>
                          {INST_CATEGORY_LABELS[c]} <span className="pt-filter__n">{counts.get(c)}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
                {raw && !category ? (
                  <p className="pt-note" role="status" data-inst-bad-category="">
                    주소의 기관 구분을 알 수 없어 전체 기관을 보여 드립니다.
                  </p>
                ) : null}
                {shown.length === 0 ? (
                  <p className="pt-note">이 구분에 해당하는 참여기관이 없습니다.</p>
                ) : (
                  <>
                    <div className="pt-table-frame">
                      <table className="pt-table" data-inst-table="">
                        <caption>
                          참여기관 현황{category ? `: ${INST_CATEGORY_LABELS[category]}` : ''} ({shown.length}곳) - 순번, 구분, 기관명, 플랫폼 연계사업, 연계정도
                        </caption>
                        <ColumnHeads head={['순번', '구분', '기관명', '플랫폼 연계사업', '연계정도']} />
                        <tbody>
                          {shown.map((i, n) => (
                            <tr key={i.code} data-inst={i.code}>
                              <td className="pt-table__no">{n + 1}</td>
                              <td>{i.categoryName}</td>
                              <th scope="row">{nameOf(i)}</th>
                              <td>
                                <TextList items={i.linked} className="pt-list" />
                              </td>
                              <td>
                                <span className={`pt-level pt-level--${i.linkLevel}`}>{i.linkLevelName}</span>
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                    <ol className="pt-inst-cards" aria-label={`참여기관 목록 (${shown.length}곳)`} data-inst-cards="">
                      {shown.map((i) => (
                        <li key={i.code} className="pt-inst-card" data-inst={i.code}>
                          <h3 className="pt-card__title">{nameOf(i)}</h3>
                          <dl>
                            <div>
                              <dt>구분</dt>
                              <dd>{i.categoryName}</dd>
                            </div>
                            <div>
                              <dt>연계정도</dt>
                              <dd>
                                <span className={`pt-level pt-level--${i.linkLevel}`}>{i.linkLevelName}</span>
                              </dd>
                            </div>
                            <div>
                              <dt>플랫폼 연계사업</dt>
                              <dd>
                                <TextList items={i.linked} className="pt-list" />
                              </dd>
                            </div>
                          </dl>
                        </li>
                      ))}
                    </ol>
                  </>
                )}
              </Section>
            </>
          );
        }}
      </QueryGate>
    </PltPage>
  );
}
