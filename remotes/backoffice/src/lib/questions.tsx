// What the back office's answer pages share (cyber consultations and the customer centre's Q&A):
// the answer-status filter in the address, the status tag, the list's and the detail's loading,
// empty, not-found and error states, the question card, and the answer form (the contract's rule, a counter, a plain-text
// preview, a confirmation before the citizen is notified, 409 → the answer already given).
import { useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, Descriptions, Empty, Form, Input, Radio, Result, Skeleton, Space, Spin, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Link, useLocation } from '@portal/router';
import { addDays, kstDate, weekday } from '@portal/contracts/client';
import type { RecordKind } from '@portal/contracts';
import type { CallMutation } from '@portal/blocks/form';
import { errorStatus, type SafeParser } from '@portal/ui/form';
import { fmtDate, fmtDateTime, formatBytes, objectParticle } from '@portal/ui/format';
import { FormFailure, useFormSend, zodRule } from './form';
import { useServerNow } from './server-clock';
import { PersonalData } from './personal-data';
import { listTableProps, useAddressQuery, type AddressQuery, type ListPage } from './table';
import './questions.css';

export type QuestionStatus = 'WAITING' | 'ANSWERED';
export type StatusFilterValue = QuestionStatus | 'ALL';

const FILTERS: Record<StatusFilterValue, string> = { WAITING: '답변 대기', ANSWERED: '답변 완료', ALL: '전체' };

/** The list's answer status from the address (the waiting ones unless asked, as the server's default). */
export const statusOf = (query: AddressQuery): StatusFilterValue => (query.status === 'ANSWERED' || query.status === 'ALL' ? query.status : 'WAITING');

/** The list call's query from the address: status and paging (the server sorts: waiting first, oldest first). */
export const listQueryOf = (query: AddressQuery) => ({
  status: statusOf(query),
  page: Number(query.page ?? 1) || 1,
  pageSize: Number(query.pageSize ?? 10) || 10,
});

/** The answer-status filter: buttons of one radio group, its choice kept in the address. */
export function StatusFilter({ value, onChange }: { value: StatusFilterValue; onChange(value: StatusFilterValue): void }) {
  return (
    <Radio.Group
      aria-label="답변 상태로 거르기"
      optionType="button"
      buttonStyle="solid"
      value={value}
      onChange={(e) => onChange(e.target.value as StatusFilterValue)}
      options={(Object.keys(FILTERS) as StatusFilterValue[]).map((v) => ({ value: v, label: FILTERS[v] }))}
    />
  );
}

/** The answer status as a tag whose text says it (the colour only repeats it). */
export function StatusTag({ status }: { status: QuestionStatus }) {
  return <Tag className={status === 'WAITING' ? 'bo-tag bo-tag--waiting' : 'bo-tag bo-tag--answered'}>{FILTERS[status]}</Tag>;
}

/** Weekdays from the day a question came in to today (Korea time; 공휴일 not subtracted): how long it has waited. */
export function workingDaysSince(createdAt: string, nowIso: string): number {
  const today = kstDate(new Date(nowIso));
  let d = kstDate(new Date(createdAt));
  let n = 0;
  while (d < today) {
    d = addDays(d, 1);
    const wd = weekday(d);
    if (wd !== 0 && wd !== 6) n++;
  }
  return n;
}

export const dateTime = (iso: string) => fmtDateTime(iso);

/** The answer due date of a cyber consultation against today: the date, and a word when it is today or past. */
export function DueDate({ due, estimated, status, nowIso }: { due: string; estimated: boolean; status: QuestionStatus; nowIso: string }) {
  const today = kstDate(new Date(nowIso));
  const late = status === 'WAITING' && due < today;
  const todayDue = status === 'WAITING' && due === today;
  return (
    <Space size={4} wrap>
      <span>
        {fmtDate(due)}
        {estimated ? ' (예상)' : ''}
      </span>
      {late ? <Tag className="bo-tag bo-tag--late">기한 지남</Tag> : null}
      {todayDue ? <Tag className="bo-tag bo-tag--today">오늘까지</Tag> : null}
    </Space>
  );
}

/** The list's failure: a sentence and 다시 시도 (the table stays out until it loads). */
export function ListError({ onRetry }: { onRetry(): void }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message="목록을 불러오지 못했습니다"
      description="잠시 뒤 다시 시도해 주세요. 계속되면 시스템 관리자에게 알려 주세요."
      action={<Button onClick={onRetry}>다시 시도</Button>}
    />
  );
}

/** A detail page while its question loads. */
export function DetailLoading({ what }: { what: string }) {
  return (
    <div role="status" aria-live="polite">
      <Space>
        <Spin />
        <span>
          {what}
          {objectParticle(what)} 불러오고 있습니다.
        </span>
      </Space>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}

/** A wrong or missing number, or (as the server answers it, 404 without content) a number this staff member does not handle. */
export const notFound = (error: unknown) => {
  const status = errorStatus(error);
  return status === 404 || status === 400;
};

/** A detail page whose question is not there for this staff member: what to check, and the way back to the list. */
export function DetailNotFound({ title, hint, listPath, listLabel }: { title: string; hint: string; listPath: string; listLabel: string }) {
  return <Result status="warning" title={title} subTitle={hint} extra={<Link to={listPath}>{listLabel}</Link>} />;
}

/** A detail page that could not load its question for another reason: 다시 시도, or back to the list. */
export function DetailError({ listPath, listLabel, onRetry }: { listPath: string; listLabel: string; onRetry(): void }) {
  return (
    <Result
      status="error"
      title="불러오지 못했습니다"
      subTitle="잠시 뒤 다시 시도해 주세요. 계속되면 시스템 관리자에게 알려 주세요."
      extra={
        <Space wrap>
          <Button type="primary" onClick={onRetry}>
            다시 시도
          </Button>
          <Link to={listPath}>{listLabel}</Link>
        </Space>
      }
    />
  );
}

/** Text as typed: line breaks kept, markup shown as characters (never as HTML). */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return <div className={`bo-plain${className ? ` ${className}` : ''}`}>{text}</div>;
}

/** A file attached to a question: where it downloads, its name, type and size. */
export interface AttachedFile {
  href: string;
  name: string;
  type: string;
  size: number;
}

/**
 * A detail page's question: its number and status, the page's facts, who sees it (공개 여부) and any
 * further details, the title and the question as typed, then its attachments (a list, or `single`:
 * the one file a Q&A takes).
 */
export function QuestionCard(props: {
  heading: string;
  number: readonly [label: string, value: string];
  status: QuestionStatus;
  facts: readonly (readonly [label: string, value: ReactNode])[];
  visibility: string;
  details?: readonly { label: string; value: ReactNode }[];
  title: string;
  text: string;
  files: readonly AttachedFile[];
  single?: boolean;
}) {
  const link = (f: AttachedFile) => (
    <>
      <a href={f.href} download>
        {f.name} 내려받기
      </a>{' '}
      <span className="bo-card-note">
        ({f.type}, {formatBytes(f.size)})
      </span>
    </>
  );
  return (
    <Card title={<h2 className="bo-card-title">{props.heading}</h2>}>
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label={props.number[0]}>{props.number[1]}</Descriptions.Item>
        <Descriptions.Item label="상태">
          <StatusTag status={props.status} />
        </Descriptions.Item>
        {props.facts.map(([label, value]) => (
          <Descriptions.Item key={label} label={label}>
            {value}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label="공개 여부" span={2}>
          {props.visibility}
        </Descriptions.Item>
        {(props.details ?? []).map((d) => (
          <Descriptions.Item key={d.label} label={d.label}>
            {d.value}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Typography.Title level={3} className="bo-question-title">
        {props.title}
      </Typography.Title>
      <PlainText text={props.text} />
      <Typography.Title level={3} className="bo-question-title">
        첨부파일
      </Typography.Title>
      {!props.files.length ? (
        <p className="bo-card-note">첨부파일이 없습니다.</p>
      ) : props.single ? (
        <p>{link(props.files[0]!)}</p>
      ) : (
        <ul className="bo-files">
          {props.files.map((f) => (
            <li key={f.href}>{link(f)}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The answer already given (after sending, or found when the page opened). */
/** An answer as the detail calls give it. */
interface AnswerShown {
  answer: string;
  answeredAt: string;
  answeredBy: string;
}

function AnswerView({ answer, answeredAt, answeredBy }: AnswerShown) {
  return (
    <Card title={<h2 className="bo-card-title">답변</h2>}>
      <p className="bo-card-note">
        {dateTime(answeredAt)} · {answeredBy}
      </p>
      <PlainText text={answer} />
    </Card>
  );
}

interface AnswerFormProps<I, R> {
  /** The answer's rule of the contract (the server's body schema's `answer`). */
  rule: SafeParser<unknown>;
  max: number;
  /** The contract's answer call and its input from the answer. */
  call: CallMutation<I, R>;
  input(answer: string): Omit<I, 'idempotencyKey'>;
  /** Who is told when it is sent (신청인, 질문한 분). */
  recipient: string;
  /** After the server took it. */
  onAnswered(result: R): void;
  /** 409: someone answered first (the server's sentence); the question is read again to show that answer. */
  onAlreadyAnswered(message: string): void;
}

/**
 * The answer form: a long text with its counter, 미리보기 as the citizen will read it (plain text),
 * 답변 보내기 asks first (the citizen is notified and the answer cannot be changed), then the one send.
 */
function AnswerForm<I, R>({ rule, max, call, input, recipient, onAnswered, onAlreadyAnswered }: AnswerFormProps<I, R>) {
  const [form] = Form.useForm<{ answer: string }>();
  const { modal, message } = App.useApp();
  const [preview, setPreview] = useState(false);
  const answer = Form.useWatch('answer', form) ?? '';
  const send = useFormSend(form, {
    call,
    input: (v: { answer: string }) => input(v.answer),
    onDone: (r) => {
      void message.success(`답변을 보냈습니다. ${recipient}에게 알림이 갑니다.`);
      onAnswered(r);
    },
    refused: (refusal) => {
      if (refusal.status !== 409 || refusal.body.code === 'IDEMPOTENCY_MISMATCH') return undefined;
      onAlreadyAnswered(refusal.body.message ?? '이미 답변한 질문입니다.');
      return 'handled';
    },
  });
  const confirm = (v: { answer: string }) => {
    modal.confirm({
      title: '답변을 보낼까요?',
      content: `보내면 ${recipient}에게 문자·전자우편 알림이 가고, 보낸 답변은 고칠 수 없습니다.`,
      okText: '답변 보내기',
      cancelText: '더 고치기',
      onOk: () => send.submit(v),
    });
  };
  const previewId = 'bo-answer-preview';
  return (
    <Card title={<h2 className="bo-card-title">답변 쓰기</h2>}>
      <Form form={form} layout="vertical" onFinish={confirm} scrollToFirstError={{ focus: true }} requiredMark={false}>
        <FormFailure failure={send.failure} />
        <Form.Item
          label="답변"
          name="answer"
          rules={[zodRule(rule)]}
          extra={`${recipient}에게 글자 그대로 보입니다 (HTML은 글자로 보입니다). 10자 이상 ${max.toLocaleString('ko-KR')}자 이하로 써 주세요.`}
        >
          <Input.TextArea autoSize={{ minRows: 10, maxRows: 24 }} count={{ show: true, max }} />
        </Form.Item>
        <Space wrap>
          <Button aria-expanded={preview} aria-controls={previewId} onClick={() => setPreview((p) => !p)}>
            {preview ? '미리보기 닫기' : '미리보기'}
          </Button>
          <Button type="primary" htmlType="submit" loading={send.pending}>
            답변 보내기
          </Button>
        </Space>
      </Form>
      <section id={previewId} hidden={!preview} aria-label="답변 미리보기" className="bo-preview">
        <Typography.Title level={3} className="bo-preview__title">
          미리보기 ({recipient}에게 보이는 모습)
        </Typography.Title>
        {answer.trim() ? <PlainText text={answer.trim()} /> : <p className="bo-card-note">아직 쓴 답변이 없습니다.</p>}
      </section>
    </Card>
  );
}

/**
 * The answer part of a detail page: the answer given, or the form. When the server says someone
 * answered first (409), the sentence stays above the answer the question is read again with.
 */
function AnswerSection<I, R>({ answer, ...form }: AnswerFormProps<I, R> & { answer: AnswerShown | null }) {
  const [conflict, setConflict] = useState<string | null>(null);
  const onAlreadyAnswered = (message: string) => {
    setConflict(`${message} 아래가 먼저 등록된 답변입니다.`);
    form.onAlreadyAnswered(message);
  };
  return (
    <>
      {conflict ? <Alert type="warning" showIcon role="alert" message={conflict} /> : null}
      {answer ? <AnswerView {...answer} /> : conflict ? <DetailLoading what="등록된 답변" /> : <AnswerForm {...form} onAlreadyAnswered={onAlreadyAnswered} />}
    </>
  );
}

interface Asked {
  status: QuestionStatus;
  title: string;
  createdAt: string;
  answer: { answeredAt: string } | null;
}

/** What a question list says in each status filter. */
type ByStatus = Record<StatusFilterValue, string>;

/**
 * An answer list (cyber consultations, Q&A): the waiting ones first, oldest first (the server's
 * order); status and page in the address; number, title (its facts above it) as the link to the
 * answer page, the day it came in, when it is due (or when it was answered), the status.
 */
export function QuestionList<T extends Asked>(props: {
  intro: string;
  empty: ByStatus;
  caption: ByStatus;
  useList(query: ReturnType<typeof listQueryOf>): { data?: ListPage<T>; isError: boolean; isPending: boolean; isFetching: boolean; refetch(): unknown };
  number: { key: keyof T & string; title: string };
  heading: string;
  facts(row: T): ReactNode;
  detailPath(row: T): string;
  dateTitle: string;
  /** The due column of a waiting question. */
  waiting: { title: string; width: number; render(row: T, now: string): ReactNode };
}) {
  const [query, set] = useAddressQuery();
  const input = listQueryOf(query);
  const list = props.useList(input);
  const now = useServerNow();
  const table = listTableProps(list, query, set, <Empty description={props.empty[input.status]} />);
  const columns: TableColumnsType<T> = [
    { key: props.number.key, title: props.number.title, width: 160, render: (_, row) => <span className="bo-nowrap">{String(row[props.number.key])}</span> },
    {
      key: 'title',
      title: props.heading,
      render: (_, row) => (
        <div>
          <div className="bo-cell-sub">{props.facts(row)}</div>
          <Link to={props.detailPath(row)}>{row.title}</Link>
        </div>
      ),
    },
    { key: 'createdAt', title: props.dateTitle, width: 150, responsive: ['lg'], render: (_, row) => dateTime(row.createdAt) },
    {
      key: 'due',
      title: props.waiting.title,
      width: props.waiting.width,
      render: (_, row) => (row.status === 'ANSWERED' && row.answer ? <span>답변 {dateTime(row.answer.answeredAt)}</span> : props.waiting.render(row, now)),
    },
    { key: 'status', title: '상태', width: 100, render: (_, row) => <StatusTag status={row.status} /> },
  ];
  return (
    <Space direction="vertical" size="middle" className="bo-answers">
      <p className="bo-card-note">{props.intro}</p>
      <StatusFilter value={input.status} onChange={(status) => set({ status: status === 'WAITING' ? null : status })} />
      {list.isError ? (
        <ListError onRetry={() => void list.refetch()} />
      ) : (
        <Table<T>
          rowKey={props.number.key}
          caption={<span className="bo-caption">{props.caption[input.status]}</span>}
          columns={columns}
          {...table}
        />
      )}
    </Space>
  );
}

/**
 * An answer page (`?<param>=` a number): the question (drawn by the page), then the answer given or
 * the form (sent once, after a confirmation: the asker is notified). A number of the wrong shape, or
 * one the server does not show this staff member (another institution's), reads as not found.
 */
export function QuestionPage<T extends { answer: AnswerShown | null }, I>(props: {
  param: string;
  pattern: RegExp;
  listPath: string;
  back: string;
  /** The record in a word, for the loading sentence: '사이버상담', '문의'. */
  what: string;
  notFound: { title: string; hint: string };
  useRead(no: string, enabled: boolean): { data?: T; error: unknown; isError: boolean; refetch(): unknown };
  queryKeyOf(no: string): QueryKey;
  question(row: T, now: string): ReactNode;
  /** The asker's contacts, masked until opened with a reason. */
  personal: { kind: RecordKind; what: string };
  answer: Pick<AnswerFormProps<I, T>, 'rule' | 'max' | 'call' | 'recipient'> & { input(no: string, answer: string): Omit<I, 'idempotencyKey'> };
}) {
  const { search } = useLocation();
  const no = new URLSearchParams(search).get(props.param)?.trim() ?? '';
  const valid = props.pattern.test(no);
  const read = props.useRead(no, valid);
  const now = useServerNow();
  const client = useQueryClient();
  return (
    <DetailFrame valid={valid} read={read} listPath={props.listPath} listLabel={props.back} notFound={props.notFound} what={props.what}>
      {(row) => (
        <>
          {props.question(row, now)}
          <PersonalData kind={props.personal.kind} id={no} what={props.personal.what} />
          <AnswerSection
            answer={row.answer}
            {...props.answer}
            input={(text) => props.answer.input(no, text)}
            onAnswered={(r) => client.setQueryData(props.queryKeyOf(no), r)}
            onAlreadyAnswered={() => void read.refetch()}
          />
        </>
      )}
    </DetailFrame>
  );
}

/**
 * A detail page's frame: the way back to the list above what `children` draws of the record, or the
 * record's not-found (a number of the wrong shape too), error or loading state; the not-found and
 * error states carry their own way back to the list.
 */
export function DetailFrame<T>(props: {
  valid: boolean;
  read: { data?: T; error: unknown; isError: boolean; refetch(): unknown };
  listPath: string;
  listLabel: string;
  notFound: { title: string; hint: string };
  /** The record in a word, for the loading sentence. */
  what: string;
  className?: string;
  children(data: T): ReactNode;
}) {
  const { read, listPath, listLabel } = props;
  let body;
  let backLink = true;
  if (!props.valid || notFound(read.error)) {
    backLink = false;
    body = <DetailNotFound title={props.notFound.title} hint={props.notFound.hint} listPath={listPath} listLabel={listLabel} />;
  } else if (read.isError) {
    backLink = false;
    body = <DetailError listPath={listPath} listLabel={listLabel} onRetry={() => void read.refetch()} />;
  } else if (!read.data) body = <DetailLoading what={props.what} />;
  else body = props.children(read.data);
  return (
    <Space direction="vertical" size="large" className={`bo-detail${props.className ? ` ${props.className}` : ''}`}>
      {backLink ? <Link to={listPath}>← {listLabel}</Link> : null}
      {body}
    </Space>
  );
}
