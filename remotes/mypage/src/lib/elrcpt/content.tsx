// The content of an application as it was written (the RRN only masked), as definition lists.
import { CASE_STAGES, CASE_TYPES, DESIRED_HELP, type Application } from '@portal/contracts/client';
import { AttachmentList, RecordCard } from '@portal/blocks/record';
import { Facts as SharedFacts, type Fact } from '@portal/ui';
import { fmtDateTime, formatBytes } from '@portal/ui/format';
import { fileDownloadHref } from '../../api/fileDownload';
import { myDocList } from '../../api/myDocList';

const label = <T extends Record<string, string>>(table: T, code: string | undefined) => (code ? (table[code] ?? code) : undefined);
const won = (n: number | null | undefined) => (typeof n === 'number' ? `${n.toLocaleString('ko-KR')}원` : undefined);
const yesNo = (v: boolean | undefined) => (v === undefined ? undefined : v ? '받음' : '받지 않음');

/** The facts that have a value, in order (an unfinished draft shows only what was written). */
function Facts({ facts, empty = '아직 적지 않았습니다.' }: { facts: readonly Fact[]; empty?: string }) {
  return <SharedFacts className="fm-dl" rowClassName="md-details__row" empty={empty} facts={facts} />;
}

/** Attachments named by the files of the member's documents (myDocList, those with a file); a file not listed keeps a plain name. */
export function ElrcptFiles({ fileIds }: { fileIds: readonly string[] }) {
  const docs = myDocList.use({ query: { source: 'ALL', files: 'Y', page: 1, pageSize: 50 } }, { enabled: fileIds.length > 0 });
  const byId = new Map((docs.data?.items ?? []).flatMap((d) => (d.file ? [[d.file.fileId, d.file] as const] : [])));
  return (
    <AttachmentList
      className="md-files"
      metaClassName="md-files__meta"
      files={fileIds.map((id, i) => {
        const d = byId.get(id);
        const name = d?.name ?? `첨부 파일 ${i + 1}`;
        return { fileId: id, name, href: fileDownloadHref(id), kind: name.split('.').pop()?.toUpperCase() ?? '파일', size: d ? formatBytes(d.size) : '크기 모름' };
      })}
    />
  );
}

/** 신청 내용: applicant, opponent, case and notices as submitted (or as far as the draft goes). */
export function ContentCard({ a }: { a: Application }) {
  const { applicant: p = {}, opponent: o = {}, case: c = {}, notices: n = {}, attachments = [] } = a.content;
  const address = [p.zip ? `(${p.zip})` : '', p.address ?? '', p.addressDetail ?? ''].join(' ').trim();
  return (
    <RecordCard id="me-content" title="신청 내용" marks={{ 'data-content': '' }}>
      <h3 className="md-h3">신청인</h3>
      <Facts
        facts={[
          ['이름', p.name],
          ['생년월일', p.birthDate],
          ['주민등록번호', a.rrnMasked ? <span data-rrn-masked="">{a.rrnMasked}</span> : undefined],
          ['휴대전화', p.mobile],
          ['전자우편', p.email],
          ['주소', address],
          ['직업', p.occupation],
        ]}
      />
      <h3 className="md-h3">상대방</h3>
      <Facts
        facts={[
          ['이름(상호)', o.name],
          ['관계', o.relation],
          ['연락처', o.phone],
          ['주소', o.address],
        ]}
      />
      <h3 className="md-h3">사건</h3>
      <Facts
        facts={[
          ['사건 종류', label(CASE_TYPES, c.caseType)],
          ['진행 단계', label(CASE_STAGES, c.stage)],
          ['법원(기관)', c.court],
          ['사건번호', c.caseNumber],
          ['분쟁 금액', won(c.amount)],
          ['희망하는 도움', c.help?.length ? c.help.map((h) => label(DESIRED_HELP, h)).join(', ') : undefined],
          ['알림', n.sms === undefined && n.email === undefined ? undefined : `문자 ${yesNo(n.sms) ?? '-'}, 전자우편 ${yesNo(n.email) ?? '-'}`],
        ]}
      />
      {c.facts ? (
        <>
          <h3 className="md-h3">사건 내용</h3>
          <p className="md-text" data-facts="">
            {c.facts}
          </p>
        </>
      ) : null}
      <h3 className="md-h3">첨부 파일</h3>
      <ElrcptFiles fileIds={attachments} />
      <h3 className="md-h3">동의</h3>
      <Facts
        empty="동의 기록이 없습니다."
        facts={[
          ['동의한 때', fmtDateTime(a.consent.at)],
          ['이용약관·개인정보·제3자 제공', '모두 동의'],
          [
            '행정정보 공동이용',
            a.consent.adminInfoSharing === 'Y' ? '동의 (기관이 증빙 정보를 직접 확인합니다)' : '동의하지 않음 (증빙 서류를 직접 내야 합니다)',
          ],
        ]}
      />
    </RecordCard>
  );
}
