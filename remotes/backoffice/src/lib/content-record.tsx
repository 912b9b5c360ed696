// The content editors' two pages for each kind of record they publish (notice, FAQ): the list (search,
// filters and state in the address, every record hidden ones too) and the writing page (a new record,
// or ?<id>= a stored one; rich text with the server's preview; 게시 / 숨김; the question before
// leaving unsaved). A kind says what differs: its words, its calls, its own fields and columns.
import { useRef, useState, type ReactNode } from 'react';
import { Alert, App, Button, Form, Input, Result, Select, Space, Table, type TableColumnsType } from 'antd';
import type { Rule } from 'antd/es/form';
import { Link, useNavigate, useSearchParams } from '@portal/router';
import { CONTENT_STATE_LABELS, CONTENT_STATES, type ContentState } from '@portal/contracts';
import type { CallMutation } from '@portal/blocks/form';
import { errorStatus } from '@portal/ui/form';
import { objectParticle, subjectParticle } from '@portal/ui/format';
import { PublishActions, RichTextField, StateTag, useLeaveGuard } from './content-edit';
import { FormFailure, useFormSend } from './form';
import { LoadFailed, Loading, Nothing } from './states';
import { addressTableProps, type AddressQuery, type ListPage } from './table';

export { StateTag };

/** What the shared pages read of a kind of record. */
interface ContentWords {
  /** The record in one word, as a sentence's subject: '공지', '질문'. */
  noun: string;
  /** The list's title: '공지사항', '자주 묻는 질문'. */
  listName: string;
  listPath: string;
  editPath: string;
  /** The address parameter naming a stored record: 'nttId', 'faqId'. */
  idParam: string;
  publicDetail(id: string): string;
}

/** What a query hook gives the pages. */
interface Loaded<T> {
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  error: unknown;
  data: T | undefined;
  refetch(): unknown;
}

const editAddress = (words: ContentWords, id: string) => `${words.editPath}?${words.idParam}=${encodeURIComponent(id)}`;

/** The list's query in the address as the calls take it (unknown values fall back to the defaults rather than a 400). */
export function contentListInput<S extends string>(q: AddressQuery, sorts: readonly S[]) {
  const state = (CONTENT_STATES as readonly string[]).includes(q.state ?? '') ? (q.state as ContentState) : 'ALL';
  const sort = (sorts as readonly string[]).includes(q.sort ?? '') ? (q.sort as S) : undefined;
  return {
    keyword: q.keyword ?? '',
    state,
    ...(sort ? { sort, order: q.order === 'asc' ? ('asc' as const) : ('desc' as const) } : {}),
    page: Math.max(1, Number(q.page) || 1),
    pageSize: [10, 20, 50].includes(Number(q.pageSize)) ? Number(q.pageSize) : 10,
  };
}

/** The title cell of a list: number and facts above, the title as the link to the writing page. */
export function RecordTitle({ words, id, facts, title }: { words: ContentWords; id: string; facts: ReactNode; title: string }) {
  return (
    <div>
      <div className="bo-cell-sub">
        {id} · {facts}
      </div>
      <Link to={editAddress(words, id)}>{title}</Link>
    </div>
  );
}

/**
 * The list page's body: search, the kind's own filters, the state filter and 새 …, then the table
 * (caption, loading, a failed load with retry, an empty sentence that says whether filters are on).
 */
export function ContentRecordList<T extends object>(props: {
  words: ContentWords & { searchLabel: string; searchPlaceholder: string; newLabel: string };
  query: AddressQuery;
  set(patch: Record<string, string | number | null | undefined>): void;
  state: ContentState;
  /** Filters of the kind (a category), before the state filter. */
  filters?: ReactNode;
  filtered: boolean;
  list: Loaded<ListPage<T>>;
  rowKey: keyof T & string;
  caption: string;
  columns(table: ReturnType<typeof addressTableProps<T>>): TableColumnsType<T>;
  scrollX: number;
}) {
  const { words, query, set, list } = props;
  const navigate = useNavigate();
  const table = addressTableProps(list.data, query, set);
  return (
    <Space direction="vertical" size="middle" className="bo-list">
      <div className="bo-toolbar">
        <Input.Search
          key={query.keyword ?? ''}
          defaultValue={query.keyword ?? ''}
          aria-label={words.searchLabel}
          placeholder={words.searchPlaceholder}
          enterButton="검색"
          allowClear
          maxLength={50}
          onSearch={(keyword) => set({ keyword: keyword.trim() || null })}
          className="bo-toolbar__search"
        />
        {props.filters}
        <label className="bo-toolbar__filter">
          <span>게시 상태</span>
          <Select
            aria-label="게시 상태"
            value={props.state}
            onChange={(state: ContentState) => set({ state: state === 'ALL' ? null : state })}
            options={CONTENT_STATES.map((s) => ({ value: s, label: CONTENT_STATE_LABELS[s] }))}
            style={{ width: 120 }}
          />
        </label>
        <Button type="primary" onClick={() => navigate(words.editPath)} className="bo-toolbar__new">
          {words.newLabel}
        </Button>
      </div>
      {list.isError ? (
        <LoadFailed retry={() => void list.refetch()}>{words.listName} 목록을 불러오지 못했습니다.</LoadFailed>
      ) : (
        <Table<T>
          rowKey={props.rowKey}
          caption={<span className="bo-caption">{props.caption}</span>}
          columns={props.columns(table)}
          dataSource={list.data?.items ?? []}
          loading={{ spinning: Boolean(list.isFetching), tip: '목록을 불러오고 있습니다.' }}
          locale={{
            emptyText: list.isPending ? (
              '목록을 불러오고 있습니다.'
            ) : (
              <Nothing>{props.filtered ? `조건에 맞는 ${words.noun}${subjectParticle(words.noun)} 없습니다. 검색어나 조건을 바꿔 보세요.` : `등록된 ${words.noun}${subjectParticle(words.noun)} 없습니다. ${words.newLabel}${objectParticle(words.newLabel)} 써 보세요.`}</Nothing>
            ),
          }}
          scroll={{ x: props.scrollX }}
          pagination={table.pagination}
          onChange={table.onChange}
        />
      )}
    </Space>
  );
}

/** A kind of record for the writing page. `V` is what the form holds; the send adds `visible`. */
export interface ContentKind<R, V extends object, CI, UI> extends ContentWords {
  /** Where the public sees a published record: '공개 공지사항 목록'. */
  publicPlace: string;
  idOf(record: R): string;
  visibleOf(record: R): boolean;
  useRecord(id: string): Loaded<R>;
  create: { use(): CallMutation<CI, R> };
  update: { use(): CallMutation<UI, R> };
  createInput(values: V & { visible: boolean }, record: null): CI;
  updateInput(values: V & { visible: boolean }, record: R): UI;
  initialValues(record: R | null): V;
  /** What the editor shows after a save: the server's sanitised HTML. */
  stored(record: R): Partial<V>;
  /** The rich-text field and the field whose text titles the preview. */
  rich: { name: keyof V & string; label: string; rule: Rule; titleField: keyof V & string };
  /** The kind's own fields above the rich text, and notes below it. */
  fieldsBefore: ReactNode;
  after?(record: R | null): ReactNode;
}

/** A kind, its types read off its calls and its form's values. */
export const defineContentKind = <R, V extends object, CI, UI>(kind: ContentKind<R, V, CI, UI>) => kind;

const RICH_HINT = '굵게, 소제목, 목록, 링크를 쓸 수 있습니다. 붙여 넣은 글은 서식 없이 들어가고, 그림·스크립트처럼 허용되지 않는 것은 저장할 때 지워집니다.';

/** What was saved last on this page (kept across the switch from a new record to its number). */
interface Saved {
  id: string;
  visible: boolean;
}

/** The writing page: a new record, or `?<idParam>=` a stored one (hidden ones too). */
export function ContentRecordEdit<R, V extends object, CI, UI>({ kind }: { kind: ContentKind<R, V, CI, UI> }) {
  const [params] = useSearchParams();
  const id = params.get(kind.idParam);
  const [saved, setSaved] = useState<Saved | null>(null);
  return (
    <>
      {saved && saved.id === id ? <SavedNote kind={kind} saved={saved} /> : null}
      {id ? <Stored key={id} kind={kind} id={id} onSaved={setSaved} /> : <RecordForm kind={kind} record={null} onSaved={setSaved} />}
    </>
  );
}

function SavedNote({ kind, saved }: { kind: ContentWords & { publicPlace: string }; saved: Saved }) {
  return (
    <Alert
      className="bo-saved"
      type="success"
      showIcon
      role="status"
      data-saved=""
      message={saved.visible ? `게시했습니다. ${kind.publicPlace}에 보입니다.` : '숨긴 채로 저장했습니다. 공개 화면에는 보이지 않습니다.'}
      description={
        <Space wrap>
          {saved.visible ? <Link to={kind.publicDetail(saved.id)}>공개 화면에서 보기</Link> : null}
          <Link to={kind.listPath}>{kind.listName} 목록으로</Link>
        </Space>
      }
    />
  );
}

function Stored<R, V extends object, CI, UI>({ kind, id, onSaved }: { kind: ContentKind<R, V, CI, UI>; id: string; onSaved(s: Saved): void }) {
  const q = kind.useRecord(id);
  const noun = `${kind.noun}${objectParticle(kind.noun)}`;
  if (q.isPending) return <Loading>{noun} 불러오고 있습니다.</Loading>;
  if (q.isError || !q.data) {
    if (errorStatus(q.error) === 404 || errorStatus(q.error) === 400)
      return (
        <Result
          status="warning"
          title={`${noun} 찾을 수 없습니다`}
          subTitle={`번호가 잘못되었거나 지워진 ${kind.noun}입니다. 목록에서 다시 골라 주세요.`}
          extra={<Link to={kind.listPath}>{kind.listName} 목록으로</Link>}
        />
      );
    return <LoadFailed retry={() => void q.refetch()}>{noun} 불러오지 못했습니다.</LoadFailed>;
  }
  return <RecordForm kind={kind} record={q.data} onSaved={onSaved} />;
}

function RecordForm<R, V extends object, CI, UI>({ kind, record, onSaved }: { kind: ContentKind<R, V, CI, UI>; record: R | null; onSaved(s: Saved): void }) {
  const [form] = Form.useForm<V>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const [visible, setVisible] = useState<boolean | null>(record ? kind.visibleOf(record) : null);
  const intent = useRef<boolean | null>(null);
  const guard = useLeaveGuard(dirty);
  const title = String(Form.useWatch(kind.rich.titleField, form) ?? '');

  const done = (r: R) => {
    guard.release();
    setDirty(false);
    setVisible(kind.visibleOf(r));
    form.setFieldsValue(kind.stored(r) as Parameters<typeof form.setFieldsValue>[0]);
    void message.success(kind.visibleOf(r) ? '게시했습니다.' : '숨긴 채로 저장했습니다.');
    onSaved({ id: kind.idOf(r), visible: kind.visibleOf(r) });
    if (!record) navigate(editAddress(kind, kind.idOf(r)), { replace: true });
  };
  const create = useFormSend(form, { call: kind.create.use(), input: (v: V & { visible: boolean }) => kind.createInput(v, null), onDone: done });
  const update = useFormSend(form, { call: kind.update.use(), input: (v: V & { visible: boolean }) => kind.updateInput(v, record as R), onDone: done });
  const send = record ? update : create;

  return (
    <Form
      form={form}
      layout="vertical"
      className="bo-edit"
      initialValues={kind.initialValues(record)}
      onValuesChange={() => setDirty(true)}
      onFinish={(v) => {
        const wanted = intent.current ?? visible ?? true;
        intent.current = null;
        void send.submit({ ...v, visible: wanted });
      }}
      scrollToFirstError={{ focus: true }}
    >
      <Space wrap className="bo-edit__head">
        <span>
          게시 상태: <StateTag visible={visible} />
        </span>
        {record ? <span className="bo-card-note">번호 {kind.idOf(record)}</span> : null}
        {record && visible ? <Link to={kind.publicDetail(kind.idOf(record))}>공개 화면에서 보기</Link> : null}
      </Space>
      <FormFailure failure={send.failure} />
      {kind.fieldsBefore}
      <RichTextField name={kind.rich.name} label={kind.rich.label} title={title} hint={RICH_HINT} rules={[kind.rich.rule]} />
      {kind.after?.(record)}
      <PublishActions
        visible={visible}
        pending={send.pending}
        intend={(v) => (intent.current = v)}
        submit={() => form.submit()}
        extra={
          <Button onClick={() => navigate(kind.listPath)} disabled={send.pending}>
            목록으로
          </Button>
        }
      />
    </Form>
  );
}
