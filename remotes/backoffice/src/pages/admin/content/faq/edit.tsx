import { useRef, useState } from 'react';
import { Alert, App, Button, Form, Input, Result, Select, Space } from 'antd';
import { Link, useNavigate, useSearchParams } from '@portal/router';
import { BOARD_TITLE_MAX, FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, FaqWrite, type StaffFaq } from '@portal/contracts';
import { errorStatus } from '@portal/ui/form';
import { staffFaq } from '../../../../api/staffFaq';
import { staffFaqCreate } from '../../../../api/staffFaqCreate';
import { staffFaqUpdate } from '../../../../api/staffFaqUpdate';
import { PublishActions, RichTextField, StateTag, useLeaveGuard } from '../../../../lib/content-edit';
import { FormFailure, useFormSend, zodRule } from '../../../../lib/form';
import { LoadFailed, Loading } from '../../../../lib/states';

const LIST = '/admin/content/faq';
const publicDetail = (faqId: string) => `/center/faq/detail?faqId=${encodeURIComponent(faqId)}`;

interface Values {
  category: StaffFaq['category'];
  question: string;
  answerHtml: string;
}

interface Saved {
  faqId: string;
  visible: boolean;
}

/**
 * /admin/content/faq/edit (a new entry) and ?faqId= (a stored one, hidden ones too): category,
 * question, the answer in the rich-text editor with its server preview; 게시 or 숨김; unsaved
 * changes are asked about before leaving.
 */
export default function FaqEdit() {
  const [params] = useSearchParams();
  const faqId = params.get('faqId');
  const [saved, setSaved] = useState<Saved | null>(null);
  return (
    <>
      {saved && saved.faqId === faqId ? <SavedNotice saved={saved} /> : null}
      {faqId ? <Stored key={faqId} faqId={faqId} onSaved={setSaved} /> : <FaqForm record={null} onSaved={setSaved} />}
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
      message={saved.visible ? '게시했습니다. 공개 자주 묻는 질문에 보입니다.' : '숨긴 채로 저장했습니다. 공개 화면에는 보이지 않습니다.'}
      description={
        <Space wrap>
          {saved.visible ? <Link to={publicDetail(saved.faqId)}>공개 화면에서 보기</Link> : null}
          <Link to={LIST}>자주 묻는 질문 목록으로</Link>
        </Space>
      }
    />
  );
}

function Stored({ faqId, onSaved }: { faqId: string; onSaved(s: Saved): void }) {
  const q = staffFaq.use({ params: { faqId } });
  if (q.isPending) return <Loading>질문을 불러오고 있습니다.</Loading>;
  if (q.isError) {
    if (errorStatus(q.error) === 404 || errorStatus(q.error) === 400)
      return <Result status="warning" title="질문을 찾을 수 없습니다" subTitle="번호가 잘못되었거나 지워진 질문입니다. 목록에서 다시 골라 주세요." extra={<Link to={LIST}>자주 묻는 질문 목록으로</Link>} />;
    return <LoadFailed retry={() => void q.refetch()}>질문을 불러오지 못했습니다.</LoadFailed>;
  }
  return <FaqForm record={q.data} onSaved={onSaved} />;
}

function FaqForm({ record, onSaved }: { record: StaffFaq | null; onSaved(s: Saved): void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const [visible, setVisible] = useState<boolean | null>(record ? record.visible : null);
  const intent = useRef<boolean | null>(null);
  const guard = useLeaveGuard(dirty);
  const question: string = Form.useWatch('question', form) ?? '';

  const done = (r: StaffFaq) => {
    guard.release();
    setDirty(false);
    setVisible(r.visible);
    form.setFieldsValue({ answerHtml: r.answerHtml });
    void message.success(r.visible ? '게시했습니다.' : '숨긴 채로 저장했습니다.');
    onSaved({ faqId: r.faqId, visible: r.visible });
    if (!record) navigate(`/admin/content/faq/edit?faqId=${encodeURIComponent(r.faqId)}`, { replace: true });
  };
  const create = useFormSend(form, {
    call: staffFaqCreate.use(),
    input: (v: Values & { visible: boolean }) => ({ body: v }),
    onDone: done,
  });
  const update = useFormSend(form, {
    call: staffFaqUpdate.use(),
    input: (v: Values & { visible: boolean }) => ({ params: { faqId: record?.faqId ?? '' }, body: v }),
    onDone: done,
  });
  const send = record ? update : create;
  const initialValues: Values = record ? { category: record.category, question: record.question, answerHtml: record.answerHtml } : { category: 'PORTAL', question: '', answerHtml: '' };

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
        {record ? <span className="bo-card-note">번호 {record.faqId}</span> : null}
        {record && visible ? <Link to={publicDetail(record.faqId)}>공개 화면에서 보기</Link> : null}
      </Space>
      <FormFailure failure={send.failure} />
      <Form.Item label="분류" name="category" rules={[zodRule(FaqWrite.shape.category)]}>
        <Select options={FAQ_CATEGORIES.map((c) => ({ value: c, label: FAQ_CATEGORY_LABELS[c] }))} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item label="질문" name="question" rules={[zodRule(FaqWrite.shape.question)]}>
        <Input maxLength={BOARD_TITLE_MAX} showCount />
      </Form.Item>
      <RichTextField
        name="answerHtml"
        label="답변"
        title={question}
        hint="굵게, 소제목, 목록, 링크를 쓸 수 있습니다. 붙여 넣은 글은 서식 없이 들어가고, 그림·스크립트처럼 허용되지 않는 것은 저장할 때 지워집니다."
        rules={[zodRule(FaqWrite.shape.answerHtml)]}
      />
      {record?.source ? (
        <p className="bo-card-note">
          출처: {record.source.title} (이 화면에서 바꾸지 않습니다)
        </p>
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
