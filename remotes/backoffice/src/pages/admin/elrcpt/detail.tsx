import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Alert, Button, Card, DatePicker, Descriptions, Form, Input, Radio, Select, Space, Typography } from 'antd';
import { useLocation } from '@portal/router';
import {
  APLY_NO_PATTERN,
  CASE_STAGES,
  CASE_TYPES,
  DECIDED_STATUSES,
  DESIRED_HELP,
  ELRCPT_FORMS,
  ELRCPT_STATUS,
  NOTIFIED_STATUSES,
  PRDOC_CODES,
  PRDOC_ETC,
  PRDOC_REASON_MAX,
  REASON_MAX,
  RRN_UNMASK_PURPOSES,
  STAFF_TRANSITIONS,
  STAFF_UNMASK_PURPOSE_CODES,
  SUPPLEMENT_DUE_DAYS,
  SUPPLEMENT_DUE_MAX_DAYS,
  StaffPrdocRequest,
  StaffPrdocReview,
  StaffPrdocUnmask,
  StaffTransition,
  prdocName,
  type AplyPrdocs,
  type ElrcptStatus,
  type PrdocItem,
  type PrdocRecordView,
} from '@portal/contracts';
import { directionParticle, fmtDate, objectParticle, fmtDateTime, formatBytes, wonInKorean } from '@portal/ui/format';
import { ColumnHeads } from '@portal/ui';
import { fileDownloadHref } from '../../../api/fileDownload';
import { staffElrcpt } from '../../../api/staffElrcpt';
import { staffElrcptMove } from '../../../api/staffElrcptMove';
import { staffPrdocDownloadHref } from '../../../api/staffPrdocDownload';
import { staffPrdocRequest } from '../../../api/staffPrdocRequest';
import { staffPrdocReview } from '../../../api/staffPrdocReview';
import { staffPrdocs } from '../../../api/staffPrdocs';
import { staffPrdocUnmask } from '../../../api/staffPrdocUnmask';
import { AplyStatusTag, DocStatusTag } from '../../../lib/elrcpt';
import { EditDialog, zodRule, type EditDialogProps } from '../../../lib/form';
import { OpenRecordButton } from '../../../lib/personal-data';
import { DetailFrame, PlainText } from '../../../lib/questions';
import { LoadFailed, Loading } from '../../../lib/states';

const LIST = '/admin/elrcpt';
const BACK = '전자접수 신청 목록으로';
const ACTOR: Record<'citizen' | 'staff' | 'system', string> = { citizen: '신청인', staff: '기관 담당자', system: '시스템' };

type Staff = NonNullable<ReturnType<typeof staffElrcpt.use>['data']>;
type Opened = Record<string, string>;

/**
 * One action as a dialog (EditDialog: what it does and who is told, its fields, sent once; the Korean
 * success message, then it closes and the page reads the record again), not closed by a click beside it.
 */
function ActionDialog<V, I, R>(props: EditDialogProps<V, R, I>) {
  return <EditDialog<V, R, I> modal={{ maskClosable: false }} formProps={{ requiredMark: false }} {...props} />;
}

/** A masked value, or the opened one while the page stays open. */
const shown = (opened: Opened | null, key: string, masked: string | undefined) => opened?.[key] ?? (masked || '-');

function Facts({ a, opened, onOpened, onHide }: { a: Staff; opened: Opened | null; onOpened(v: Opened): void; onHide(): void }) {
  const ap = a.content.applicant ?? {};
  const op = a.content.opponent ?? {};
  const cs = a.content.case ?? {};
  const v = (key: string, masked: string | undefined) => shown(opened, key, masked);
  return (
    <Space direction="vertical" size="large" className="bo-elrcpt">
      <Card title={<h2 className="bo-card-title">신청 정보</h2>}>
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label="신청번호">{a.aplyNo}</Descriptions.Item>
          <Descriptions.Item label="접수번호">{a.receiptNo ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="상태">
            <AplyStatusTag status={a.status} />
          </Descriptions.Item>
          <Descriptions.Item label="신청일">{a.submittedAt ? fmtDateTime(a.submittedAt) : '-'}</Descriptions.Item>
          <Descriptions.Item label="신청 유형" span={2}>
            {ELRCPT_FORMS[a.form].title}
          </Descriptions.Item>
          <Descriptions.Item label="행정정보 공동이용">{a.consent.adminInfoSharing === 'Y' ? '동의' : '동의하지 않음 (서류를 직접 제출)'}</Descriptions.Item>
          <Descriptions.Item label="최근 처리">{fmtDateTime(a.updatedAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={<h2 className="bo-card-title">신청인과 상대방</h2>} extra={opened ? <Button onClick={onHide}>다시 가리기</Button> : <OpenRecordButton kind="elrcpt" id={a.aplyNo} onOpened={onOpened} />}>
        {opened ? (
          <Alert className="bo-elrcpt__opened" type="info" showIcon message="개인정보를 열어 보고 있습니다. 열람 기록이 남았고, 이 화면을 떠나면 다시 가려집니다." />
        ) : (
          <p className="bo-card-note">이름·연락처·주소는 가려져 있습니다. 업무에 필요하면 사유를 적고 볼 수 있습니다.</p>
        )}
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label="신청인 이름">{v('content.applicant.name', ap.name)}</Descriptions.Item>
          <Descriptions.Item label="생년월일">{v('content.applicant.birthDate', ap.birthDate)}</Descriptions.Item>
          <Descriptions.Item label="주민등록번호">{a.rrnMasked ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="휴대전화">{v('content.applicant.mobile', ap.mobile)}</Descriptions.Item>
          <Descriptions.Item label="이메일">{v('content.applicant.email', ap.email)}</Descriptions.Item>
          <Descriptions.Item label="직업">{ap.occupation || '-'}</Descriptions.Item>
          <Descriptions.Item label="주소" span={2}>
            ({v('content.applicant.zip', ap.zip)}) {v('content.applicant.address', ap.address)} {opened?.['content.applicant.addressDetail'] ?? ap.addressDetail ?? ''}
          </Descriptions.Item>
          <Descriptions.Item label="상대방 이름(상호)">{v('content.opponent.name', op.name)}</Descriptions.Item>
          <Descriptions.Item label="상대방과의 관계">{op.relation || '-'}</Descriptions.Item>
          <Descriptions.Item label="상대방 연락처">{v('content.opponent.phone', op.phone)}</Descriptions.Item>
          <Descriptions.Item label="상대방 주소">{v('content.opponent.address', op.address)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={<h2 className="bo-card-title">사건 내용</h2>}>
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label="사건 종류">{cs.caseType ? (CASE_TYPES[cs.caseType as keyof typeof CASE_TYPES] ?? cs.caseType) : '-'}</Descriptions.Item>
          <Descriptions.Item label="진행 단계">{cs.stage ? (CASE_STAGES[cs.stage as keyof typeof CASE_STAGES] ?? cs.stage) : '-'}</Descriptions.Item>
          <Descriptions.Item label="법원(기관) · 사건번호">{[cs.court, cs.caseNumber].filter(Boolean).join(' · ') || '-'}</Descriptions.Item>
          <Descriptions.Item label="분쟁 금액">{typeof cs.amount === 'number' ? `${cs.amount.toLocaleString('ko-KR')}원 (${wonInKorean(cs.amount)})` : '-'}</Descriptions.Item>
          <Descriptions.Item label="희망하는 도움" span={2}>
            {(cs.help ?? []).map((h) => DESIRED_HELP[h as keyof typeof DESIRED_HELP] ?? h).join(', ') || '-'}
          </Descriptions.Item>
        </Descriptions>
        <Typography.Title level={3} className="bo-question-title">
          사건 내용
        </Typography.Title>
        {cs.facts ? <PlainText text={cs.facts} /> : <p className="bo-card-note">적은 내용이 없습니다.</p>}
        <Typography.Title level={3} className="bo-question-title">
          첨부파일
        </Typography.Title>
        <Files ids={a.content.attachments ?? []} />
      </Card>
    </Space>
  );
}

function Files({ ids }: { ids: readonly string[] }) {
  if (!ids.length) return <p className="bo-card-note">첨부파일이 없습니다.</p>;
  return (
    <ul className="bo-files">
      {ids.map((id, i) => (
        <li key={id}>
          <a href={fileDownloadHref(id)} download>
            첨부파일 {i + 1} 내려받기
          </a>
        </li>
      ))}
    </ul>
  );
}

const SENDS_NOTICE = (to: ElrcptStatus) => (NOTIFIED_STATUSES.includes(to) ? '신청인에게 문자·전자우편 알림이 갑니다.' : '신청인에게 따로 알림이 가지 않습니다.');
const MOVE_TEXT: Partial<Record<ElrcptStatus, string>> = {
  RECEIVED: '신청을 접수합니다. 접수한 뒤 심사를 시작할 수 있습니다.',
  REVIEW: '심사를 시작합니다. 심사 중에 보완을 요청하거나 구조결정·기각을 할 수 있습니다.',
  SUPPLEMENT_REQUESTED: '신청인에게 보완할 내용을 알립니다. 다시 낼 서류가 있으면 먼저 아래 증빙서류에서 반려하거나 서류를 요청해 주세요.',
  AIDED: '법률구조를 하기로 결정합니다. 결정한 뒤에는 되돌릴 수 없습니다.',
  REJECTED: '신청을 기각합니다. 기각 사유는 신청인에게 보입니다. 결정한 뒤에는 되돌릴 수 없습니다.',
};

/** 보완 기한 of a 보완요청 (the form keeps it as YYYY-MM-DD): tomorrow to 60 days ahead; left empty, the server sets 14 days. */
function DueDateField() {
  const today = dayjs().startOf('day');
  return (
    <Form.Item
      label="보완 기한 (선택)"
      name="dueDate"
      getValueProps={(v: string | undefined) => ({ value: v ? dayjs(v) : undefined })}
      normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined)}
      extra={`신청인이 이 날까지 보완해 주기를 요청합니다. 내일부터 ${SUPPLEMENT_DUE_MAX_DAYS}일 안에서 고르고, 비워 두면 ${SUPPLEMENT_DUE_DAYS}일 뒤로 정해집니다.`}
    >
      <DatePicker format="YYYY-MM-DD" placeholder="연-월-일" disabledDate={(d) => !d.isAfter(today) || d.isAfter(today.add(SUPPLEMENT_DUE_MAX_DAYS, 'day'))} />
    </Form.Item>
  );
}

/** 상태 바꾸기: the moves the server allows from the current status, each after its dialog. */
function Moves({ a }: { a: Staff }) {
  const [to, setTo] = useState<ElrcptStatus | null>(null);
  const call = staffElrcptMove.use();
  const allowed = (STAFF_TRANSITIONS[a.status] ?? []) as ElrcptStatus[];
  const needs = to === 'SUPPLEMENT_REQUESTED' || to === 'REJECTED';
  const label = to ? ELRCPT_STATUS[to] : '';
  return (
    <Card title={<h2 className="bo-card-title">처리</h2>}>
      <p>
        지금 상태: <AplyStatusTag status={a.status} />
      </p>
      {a.decision ? (
        <Alert
          type={a.decision.status === 'AIDED' ? 'success' : 'warning'}
          showIcon
          message={`${fmtDateTime(a.decision.at)} ${ELRCPT_STATUS[a.decision.status]}`}
          description={a.decision.reason ?? undefined}
        />
      ) : a.withdrawal ? (
        <Alert type="info" showIcon message={`${fmtDateTime(a.withdrawal.at)} 신청인이 취하했습니다.`} description={a.withdrawal.reason} />
      ) : allowed.length ? (
        <>
          <p className="bo-card-note">처리 순서: 신청 → 접수 → 심사 → 보완요청 · 구조결정 · 기각. 지금 할 수 있는 처리만 보입니다.</p>
          <div className="bo-elrcpt__actions">
            {allowed.map((s) => (
              <Button key={s} type={s === 'AIDED' || s === 'RECEIVED' || s === 'REVIEW' ? 'primary' : 'default'} danger={s === 'REJECTED'} onClick={() => setTo(s)}>
                {ELRCPT_STATUS[s]}
              </Button>
            ))}
          </div>
        </>
      ) : (
        <p className="bo-card-note">{a.status === 'SUPPLEMENT_REQUESTED' ? '신청인의 보완 제출을 기다리고 있습니다. 보완이 들어오면 다시 처리할 수 있습니다.' : '지금 상태에서 할 수 있는 처리가 없습니다.'}</p>
      )}
      {to ? (
        <ActionDialog<{ message?: string; dueDate?: string }, Parameters<typeof call.mutateAsync>[0], Staff>
          key={to}
          title={`${label}${directionParticle(label)} 바꿀까요?`}
          okText={label}
          danger={to === 'REJECTED'}
          call={call}
          input={(v) => ({
            params: { aplyNo: a.aplyNo },
            body: { to: to as 'RECEIVED', message: v.message?.trim() || undefined, dueDate: to === 'SUPPLEMENT_REQUESTED' ? v.dueDate : undefined },
          })}
          done={() => `${a.aplyNo}: ${label}${directionParticle(label)} 바꿨습니다.${NOTIFIED_STATUSES.includes(to) ? ' 신청인에게 알림이 갑니다.' : ''}`}
          onClose={() => setTo(null)}
        >
          <p>
            {MOVE_TEXT[to]} {SENDS_NOTICE(to)}
          </p>
          <Form.Item
            label={to === 'SUPPLEMENT_REQUESTED' ? '보완할 내용' : to === 'REJECTED' ? '기각 사유' : '메모 (선택)'}
            name="message"
            rules={[zodRule(StaffTransition, (m) => ({ to, message: String(m ?? '').trim() || undefined }))]}
            extra={needs ? '신청인에게 그대로 보입니다. 무엇을 언제까지 내야 하는지 적어 주세요.' : '처리 이력에 남습니다.'}
          >
            <Input.TextArea autoSize={{ minRows: needs ? 4 : 2, maxRows: 10 }} count={{ show: true, max: REASON_MAX }} />
          </Form.Item>
          {to === 'SUPPLEMENT_REQUESTED' ? <DueDateField /> : null}
        </ActionDialog>
      ) : null}
    </Card>
  );
}

type DocAction = { kind: 'confirm' | 'return'; item: PrdocItem } | { kind: 'unmask'; item: PrdocItem } | { kind: 'request' };

/** A fetched or wallet document's content (RRN back halves masked unless opened for a purpose). */
function RecordView({ record }: { record: PrdocRecordView }) {
  return (
    <details className="bo-elrcpt__record">
      <summary>서류 내용 보기</summary>
      <p className="bo-card-note">
        {record.title} · {record.issuer} · 발급번호 {record.docNo} · 발급일 {fmtDate(record.issuedAt)}
      </p>
      <table>
        <tbody>
          {record.rows.map((r, i) => (
            <tr key={i}>
              <th scope="row">{r.label}</th>
              <td>{r.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {record.table ? (
        <table>
          <caption className="bo-caption">{record.table.caption}</caption>
          <ColumnHeads head={record.table.head} />
          <tbody>
            {record.table.rows.map((row, i) => (
              <tr key={i}>
                {row.map((c, j) => (
                  <td key={j}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </details>
  );
}

function DocItem({ aplyNo, it, closed, onAction }: { aplyNo: string; it: PrdocItem; closed: boolean; onAction(a: DocAction): void }) {
  const dates = [
    it.submittedAt ? `제출 ${fmtDateTime(it.submittedAt)}` : null,
    it.issuedAt ? `발급 ${fmtDate(it.issuedAt)}` : null,
    it.expiresAt ? `유효기간 ${fmtDate(it.expiresAt)}까지` : null,
    it.reviewedAt ? `검토 ${fmtDateTime(it.reviewedAt)}` : null,
  ].filter(Boolean);
  return (
    <li className="bo-elrcpt__doc" aria-label={`${it.name} (${it.statusLabel})`}>
      <div className="bo-elrcpt__doc-head">
        <h3 className="bo-elrcpt__doc-name">{it.name}</h3>
        <DocStatusTag status={it.status} />
        {it.sourceLabel ? <span className="bo-cell-sub">{it.sourceLabel}</span> : null}
      </div>
      {dates.length ? <p className="bo-cell-sub">{dates.join(' · ')}</p> : null}
      {it.requestNote && it.status === 'REQUESTED' ? <p>요청 사유: {it.requestNote}</p> : null}
      {it.reviewNote ? <p>반려 사유: {it.reviewNote}</p> : null}
      {it.record ? <RecordView record={it.record} /> : null}
      <div className="bo-elrcpt__actions">
        {it.file ? (
          <a href={fileDownloadHref(it.file.fileId)} download>
            {it.name} 내려받기 ({it.file.type}, {formatBytes(it.file.size)})
          </a>
        ) : it.record ? (
          <a href={staffPrdocDownloadHref(aplyNo, it.prdocId)} download>
            {it.name} 내려받기
          </a>
        ) : null}
        {it.record?.rrnHidden ? (
          <Button size="small" onClick={() => onAction({ kind: 'unmask', item: it })}>
            주민등록번호 뒷자리 보기
          </Button>
        ) : null}
        {it.status === 'SUBMITTED' && !closed ? (
          <>
            <Button size="small" type="primary" onClick={() => onAction({ kind: 'confirm', item: it })} aria-label={`${it.name} 확인`}>
              확인
            </Button>
            <Button size="small" danger onClick={() => onAction({ kind: 'return', item: it })} aria-label={`${it.name} 반려`}>
              반려
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** 증빙서류: what the aid-target types require, each document with its status, download, 확인 / 반려; 서류 요청. */
function Documents({ a, docs, onUnmasked }: { a: Staff; docs: AplyPrdocs; onUnmasked(item: PrdocItem): void }) {
  const [action, setAction] = useState<DocAction | null>(null);
  const review = staffPrdocReview.use();
  const request = staffPrdocRequest.use();
  const unmask = staffPrdocUnmask.use();
  const closed = a.status === 'WITHDRAWN' || DECIDED_STATUSES.includes(a.status);
  const [code, setCode] = useState<string>('');
  const close = () => setAction(null);
  type ReviewIn = Parameters<typeof review.mutateAsync>[0];
  type RequestIn = Parameters<typeof request.mutateAsync>[0];
  type UnmaskIn = Parameters<typeof unmask.mutateAsync>[0];
  return (
    <Card
      title={<h2 className="bo-card-title">증빙서류</h2>}
      extra={
        closed ? null : (
          <Button
            onClick={() => {
              setCode('');
              setAction({ kind: 'request' });
            }}
          >
            서류 요청
          </Button>
        )
      }
    >
      {docs.required.length ? (
        <>
          <p className="bo-card-note">구조대상자 유형에 필요한 서류:</p>
          <ul className="bo-elrcpt__required">
            {docs.required.map((r) => (
              <li key={r.code}>
                {r.name} — {r.supplied ? '있음' : '없음'}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {docs.items.length ? (
        <ul className="bo-elrcpt__docs" aria-label="제출 서류">
          {docs.items.map((it) => (
            <DocItem key={it.prdocId} aplyNo={a.aplyNo} it={it} closed={closed} onAction={setAction} />
          ))}
        </ul>
      ) : (
        <p className="bo-card-note">제출되거나 요청한 서류가 없습니다.</p>
      )}
      {action?.kind === 'confirm' ? (
        <ActionDialog<object, ReviewIn, PrdocItem>
          title={`${action.item.name}${objectParticle(action.item.name)} 확인할까요?`}
          okText="확인 처리"
          call={review}
          input={() => ({ params: { aplyNo: a.aplyNo, prdocId: action.item.prdocId }, body: { result: 'CONFIRMED' } })}
          done={(r) => `${r.name}: 확인했습니다.`}
          onClose={close}
        >
          <p>서류의 내용과 유효기간을 확인했다면 확인 처리합니다. 확인한 서류는 신청인이 다시 낼 수 없습니다.</p>
        </ActionDialog>
      ) : null}
      {action?.kind === 'return' ? (
        <ActionDialog<{ reason: string }, ReviewIn, PrdocItem>
          title={`${action.item.name}${objectParticle(action.item.name)} 반려할까요?`}
          okText="반려 (보완요청)"
          danger
          call={review}
          input={(v) => ({ params: { aplyNo: a.aplyNo, prdocId: action.item.prdocId }, body: { result: 'SUPPLEMENT', reason: v.reason.trim() } })}
          done={(r) => `${r.name}: 반려했습니다. 신청인에게 보완 요청 알림이 갑니다.`}
          onClose={close}
        >
          <p>신청인에게 이 서류를 다시 내도록 알립니다 (문자·전자우편). 신청서 전체의 보완요청은 위의 처리에서 합니다.</p>
          <Form.Item label="반려 사유" name="reason" rules={[zodRule(StaffPrdocReview, (r) => ({ result: 'SUPPLEMENT', reason: String(r ?? '').trim() }))]} extra="신청인에게 그대로 보입니다.">
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} count={{ show: true, max: PRDOC_REASON_MAX }} />
          </Form.Item>
        </ActionDialog>
      ) : null}
      {action?.kind === 'unmask' ? (
        <ActionDialog<{ purpose: (typeof STAFF_UNMASK_PURPOSE_CODES)[number] }, UnmaskIn, PrdocItem>
          title={`${action.item.name}의 주민등록번호 뒷자리를 볼까요?`}
          okText="목적 기록하고 보기"
          call={unmask}
          input={(v) => ({ params: { aplyNo: a.aplyNo, prdocId: action.item.prdocId }, body: { purpose: v.purpose } })}
          done={() => '뒷자리를 열었습니다. 열람 목적이 감사 기록에 남았습니다.'}
          onDone={onUnmasked}
          onClose={close}
        >
          <p>열람한 직원과 목적이 감사 기록에 남습니다. 이 화면을 떠나면 다시 가려집니다.</p>
          <Form.Item label="보는 목적" name="purpose" rules={[zodRule(StaffUnmaskPurpose)]}>
            <Radio.Group options={STAFF_UNMASK_PURPOSE_CODES.map((c) => ({ value: c, label: RRN_UNMASK_PURPOSES[c] }))} />
          </Form.Item>
        </ActionDialog>
      ) : null}
      {action?.kind === 'request' ? (
        <ActionDialog<{ code: string; title?: string; reason: string }, RequestIn, PrdocItem>
          title="신청인에게 서류를 요청할까요?"
          okText="서류 요청"
          call={request}
          input={(v) => ({ params: { aplyNo: a.aplyNo }, body: { code: v.code as 'Etc', reason: v.reason.trim(), ...(v.code === PRDOC_ETC ? { title: v.title?.trim() } : {}) } })}
          done={(r) => `${r.name}: 신청인에게 요청했습니다. 알림이 갑니다.`}
          onClose={close}
        >
          <p>신청인에게 서류를 내 달라고 알립니다 (문자·전자우편). 신청서 전체를 보완요청 상태로 바꾸려면 위의 처리에서 보완요청을 하세요.</p>
          <Form.Item label="서류 종류" name="code" rules={[zodRule(StaffPrdocRequest.shape.code)]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="서류를 고르세요"
              onChange={(v: string) => setCode(v)}
              options={PRDOC_CODES.map((c) => ({ value: c, label: c === PRDOC_ETC ? '기타 서류 (이름 직접 입력)' : prdocName(c) }))}
            />
          </Form.Item>
          {code === PRDOC_ETC ? (
            <Form.Item label="서류 이름" name="title" rules={[zodRule(StaffPrdocRequest.shape.title.unwrap())]}>
              <Input autoComplete="off" placeholder="예: 임대차계약서" />
            </Form.Item>
          ) : null}
          <Form.Item label="요청 사유" name="reason" rules={[zodRule(StaffPrdocRequest.shape.reason)]} extra="신청인에게 그대로 보입니다. 언제까지 내야 하는지도 적어 주세요.">
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} count={{ show: true, max: PRDOC_REASON_MAX }} />
          </Form.Item>
        </ActionDialog>
      ) : null}
    </Card>
  );
}

const StaffUnmaskPurpose = StaffPrdocUnmask.shape.purpose;

/** 보완 이력 and 처리 이력. */
function History({ a }: { a: Staff }) {
  return (
    <Space direction="vertical" size="large" className="bo-elrcpt">
      {a.supplements.length ? (
        <Card title={<h2 className="bo-card-title">보완 요청과 제출</h2>}>
          <ol className="bo-elrcpt__history">
            {a.supplements.map((s, i) => (
              <li key={s.requestedAt + i}>
                <p>
                  <strong>요청 {fmtDateTime(s.requestedAt)}</strong>
                  {s.dueDate ? ` · 기한 ${fmtDate(s.dueDate)}까지` : ''} — {s.request}
                </p>
                {s.submittedAt ? (
                  <>
                    <p>
                      <strong>제출 {fmtDateTime(s.submittedAt)}</strong> — {s.note}
                    </p>
                    {s.attachments.length ? <Files ids={s.attachments} /> : null}
                  </>
                ) : (
                  <p className="bo-card-note">신청인이 아직 보완하지 않았습니다.</p>
                )}
              </li>
            ))}
          </ol>
        </Card>
      ) : null}
      <Card title={<h2 className="bo-card-title">처리 이력</h2>}>
        <ol className="bo-elrcpt__history" aria-label="처리 이력 (오래된 것부터)">
          {a.history.map((h, i) => (
            <li key={h.at + i}>
              {fmtDateTime(h.at)} · {h.from ? `${ELRCPT_STATUS[h.from]} → ${ELRCPT_STATUS[h.to]}` : ELRCPT_STATUS[h.to]} · {ACTOR[h.actor]}
              {h.message ? <div className="bo-cell-sub">{h.message}</div> : null}
            </li>
          ))}
        </ol>
      </Card>
    </Space>
  );
}

/**
 * /admin/elrcpt/detail?aplyNo=…: one of the institution's applications (issue 34) — its facts with
 * personal data masked until opened with a reason, the moves the server allows now (each after a
 * dialog; the citizen is notified), its documents (확인, 반려, 서류 요청, download), the supplements
 * and the history. Another institution's number reads as not found.
 */
export default function AdminElrcptDetail() {
  const { search } = useLocation();
  const aplyNo = new URLSearchParams(search).get('aplyNo')?.trim() ?? '';
  const valid = APLY_NO_PATTERN.test(aplyNo);
  const read = staffElrcpt.use({ params: { aplyNo } }, { enabled: valid });
  const docs = staffPrdocs.use({ params: { aplyNo } }, { enabled: valid && !!read.data });
  // opened values live in this page's state only (never the query cache or storage)
  const [opened, setOpened] = useState<{ aplyNo: string; values: Opened } | null>(null);
  const [unmasked, setUnmasked] = useState<Record<string, PrdocItem>>({});

  return (
    <DetailFrame
      valid={valid}
      read={read}
      listPath={LIST}
      listLabel={BACK}
      notFound={{ title: '이 신청번호의 신청을 찾을 수 없습니다', hint: '신청번호가 맞는지 확인해 주세요. 우리 기관에 들어오지 않은 신청도 찾을 수 없다고 나옵니다.' }}
      what="신청서"
      className="bo-elrcpt"
    >
      {(a) => {
        const docsView = docs.data ? { ...docs.data, items: docs.data.items.map((it) => (unmasked[it.prdocId] && unmasked[it.prdocId]!.status === it.status ? unmasked[it.prdocId]! : it)) } : null;
        return (
          <>
            <Moves a={a} />
            <Facts a={a} opened={opened?.aplyNo === a.aplyNo ? opened.values : null} onOpened={(values) => setOpened({ aplyNo: a.aplyNo, values })} onHide={() => setOpened(null)} />
            {docsView ? (
              <Documents a={a} docs={docsView} onUnmasked={(it) => setUnmasked((u) => ({ ...u, [it.prdocId]: it }))} />
            ) : docs.isError ? (
              <LoadFailed retry={() => void docs.refetch()}>증빙서류를 불러오지 못했습니다.</LoadFailed>
            ) : (
              <Loading>증빙서류를 불러오고 있습니다.</Loading>
            )}
            <History a={a} />
          </>
        );
      }}
    </DetailFrame>
  );
}
