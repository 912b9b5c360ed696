import { useRef, useState } from 'react';
import { Alert, App, Button, Checkbox, Form, Input, Result, Select, Space } from 'antd';
import { Link, useNavigate, useSearchParams } from '@portal/router';
import { BOARD_TITLE_MAX, NOTICE_CATEGORIES, NoticeWrite, type StaffNotice } from '@portal/contracts';
import { errorStatus } from '@portal/ui/form';
import { staffNotice } from '../../../../api/staffNotice';
import { staffNoticeCreate } from '../../../../api/staffNoticeCreate';
import { staffNoticeUpdate } from '../../../../api/staffNoticeUpdate';
import { PublishActions, RichTextField, StateTag, useLeaveGuard } from '../../../../lib/content-edit';
import { FormFailure, useFormSend, zodRule } from '../../../../lib/form';
import { LoadFailed, Loading } from '../../../../lib/states';

const LIST = '/admin/content/notice';
const publicDetail = (nttId: string) => `/center/ntc/detail?nttId=${encodeURIComponent(nttId)}`;

interface Values {
  category: StaffNotice['category'];
  title: string;
  bodyHtml: string;
  pinned: boolean;
}

/** What was saved last on this page (kept across the switch from a new notice to its number). */
interface Saved {
  nttId: string;
  visible: boolean;
}

/**
 * /admin/content/notice/edit (a new notice) and ?nttId= (a stored one, hidden ones too): category,
 * title, the body in the rich-text editor with its server preview, 고정; 게시 or 숨김; unsaved
 * changes are asked about before leaving.
 */
export default function NoticeEdit() {
  const [params] = useSearchParams();
  const nttId = params.get('nttId');
  const [saved, setSaved] = useState<Saved | null>(null);
  return (
    <>
      {saved && saved.nttId === nttId ? <SavedNotice saved={saved} /> : null}
      {nttId ? <Stored key={nttId} nttId={nttId} onSaved={setSaved} /> : <NoticeForm record={null} onSaved={setSaved} />}
    </>
  );
}

function SavedNotice({ saved }: { saved: Saved }) {
  return (
    <Alert
      className="bo-saved"
      type="success"
      showIcon
      role="status"
      data-saved=""
      message={saved.visible ? '게시했습니다. 공개 공지사항 목록에 보입니다.' : '숨긴 채로 저장했습니다. 공개 화면에는 보이지 않습니다.'}
      description={
        <Space wrap>
          {saved.visible ? <Link to={publicDetail(saved.nttId)}>공개 화면에서 보기</Link> : null}
          <Link to={LIST}>공지사항 목록으로</Link>
        </Space>
      }
    />
  );
}

function Stored({ nttId, onSaved }: { nttId: string; onSaved(s: Saved): void }) {
  const q = staffNotice.use({ params: { nttId } });
  if (q.isPending) return <Loading>공지를 불러오고 있습니다.</Loading>;
  if (q.isError) {
    if (errorStatus(q.error) === 404 || errorStatus(q.error) === 400)
      return (
        <Result
          status="warning"
          title="공지를 찾을 수 없습니다"
          subTitle="번호가 잘못되었거나 지워진 공지입니다. 목록에서 다시 골라 주세요."
          extra={<Link to={LIST}>공지사항 목록으로</Link>}
        />
      );
    return <LoadFailed retry={() => void q.refetch()}>공지를 불러오지 못했습니다.</LoadFailed>;
  }
  return <NoticeForm record={q.data} onSaved={onSaved} />;
}

function NoticeForm({ record, onSaved }: { record: StaffNotice | null; onSaved(s: Saved): void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const [visible, setVisible] = useState<boolean | null>(record ? record.visible : null);
  const intent = useRef<boolean | null>(null);
  const guard = useLeaveGuard(dirty);
  const title: string = Form.useWatch('title', form) ?? '';

  const done = (r: StaffNotice) => {
    guard.release();
    setDirty(false);
    setVisible(r.visible);
    // the editor shows what is stored: the server's sanitised HTML
    form.setFieldsValue({ bodyHtml: r.bodyHtml });
    void message.success(r.visible ? '게시했습니다.' : '숨긴 채로 저장했습니다.');
    onSaved({ nttId: r.nttId, visible: r.visible });
    if (!record) navigate(`/admin/content/notice/edit?nttId=${encodeURIComponent(r.nttId)}`, { replace: true });
  };
  const fileIds = record?.attachments.map((a) => a.fileId) ?? [];
  const create = useFormSend(form, {
    call: staffNoticeCreate.use(),
    input: (v: Values & { visible: boolean }) => ({ body: { ...v, fileIds } }),
    onDone: done,
  });
  const update = useFormSend(form, {
    call: staffNoticeUpdate.use(),
    input: (v: Values & { visible: boolean }) => ({ params: { nttId: record?.nttId ?? '' }, body: { ...v, fileIds } }),
    onDone: done,
  });
  const send = record ? update : create;

  const initialValues: Values = record
    ? { category: record.category, title: record.title, bodyHtml: record.bodyHtml, pinned: record.pinned }
    : { category: '공지', title: '', bodyHtml: '', pinned: false };

  return (
    <Form
      form={form}
      layout="vertical"
      className="bo-edit"
      initialValues={initialValues}
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
        {record ? <span className="bo-card-note">번호 {record.nttId}</span> : null}
        {record && visible ? <Link to={publicDetail(record.nttId)}>공개 화면에서 보기</Link> : null}
      </Space>
      <FormFailure failure={send.failure} />
      <Form.Item label="분류" name="category" rules={[zodRule(NoticeWrite.shape.category)]}>
        <Select options={NOTICE_CATEGORIES.map((c) => ({ value: c, label: c }))} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item label="제목" name="title" rules={[zodRule(NoticeWrite.shape.title)]}>
        <Input maxLength={BOARD_TITLE_MAX} showCount />
      </Form.Item>
      <RichTextField
        name="bodyHtml"
        label="본문"
        title={title}
        hint="굵게, 소제목, 목록, 링크를 쓸 수 있습니다. 붙여 넣은 글은 서식 없이 들어가고, 그림·스크립트처럼 허용되지 않는 것은 저장할 때 지워집니다."
        rules={[zodRule(NoticeWrite.shape.bodyHtml)]}
      />
      <Form.Item name="pinned" valuePropName="checked">
        <Checkbox>고정 공지 (공개 목록의 모든 쪽 맨 위에 보입니다)</Checkbox>
      </Form.Item>
      {record && record.attachments.length ? (
        <div className="bo-card-note" data-attachments="">
          첨부파일 {record.attachments.length}개({record.attachments.map((a) => a.name).join(', ')})는 그대로 둡니다.
        </div>
      ) : null}
      <PublishActions
        visible={visible}
        pending={send.pending}
        intend={(v) => (intent.current = v)}
        submit={() => form.submit()}
        extra={
          <Button onClick={() => navigate(LIST)} disabled={send.pending}>
            목록으로
          </Button>
        }
      />
    </Form>
  );
}
