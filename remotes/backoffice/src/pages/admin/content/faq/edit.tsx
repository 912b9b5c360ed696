import { Form, Input, Select } from 'antd';
import { BOARD_TITLE_MAX, FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, FaqWrite, type StaffFaq } from '@portal/contracts';
import { staffFaq } from '../../../../api/staffFaq';
import { staffFaqCreate } from '../../../../api/staffFaqCreate';
import { staffFaqUpdate } from '../../../../api/staffFaqUpdate';
import { ContentRecordEdit, defineContentKind } from '../../../../lib/content-record';
import { zodRule } from '../../../../lib/form';
import { FAQ_WORDS } from './_words';

interface Values {
  category: StaffFaq['category'];
  question: string;
  answerHtml: string;
}

const faq = defineContentKind({
  ...FAQ_WORDS,
  publicPlace: '공개 자주 묻는 질문',
  idOf: (r: StaffFaq) => r.faqId,
  visibleOf: (r: StaffFaq) => r.visible,
  useRecord: (faqId: string) => staffFaq.use({ params: { faqId } }),
  create: staffFaqCreate,
  update: staffFaqUpdate,
  createInput: (v) => ({ body: v }),
  updateInput: (v, r) => ({ params: { faqId: r.faqId }, body: v }),
  initialValues: (r: StaffFaq | null): Values => (r ? { category: r.category, question: r.question, answerHtml: r.answerHtml } : { category: 'PORTAL', question: '', answerHtml: '' }),
  stored: (r) => ({ answerHtml: r.answerHtml }),
  rich: { name: 'answerHtml', label: '답변', rule: zodRule(FaqWrite.shape.answerHtml), titleField: 'question' },
  fieldsBefore: (
    <>
      <Form.Item label="분류" name="category" rules={[zodRule(FaqWrite.shape.category)]}>
        <Select options={FAQ_CATEGORIES.map((c) => ({ value: c, label: FAQ_CATEGORY_LABELS[c] }))} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item label="질문" name="question" rules={[zodRule(FaqWrite.shape.question)]}>
        <Input maxLength={BOARD_TITLE_MAX} showCount />
      </Form.Item>
    </>
  ),
  after: (r) =>
    r?.source ? (
      <p className="bo-card-note">
        출처: {r.source.title} (이 화면에서 바꾸지 않습니다)
      </p>
    ) : null,
});

/**
 * /admin/content/faq/edit (a new entry) and ?faqId= (a stored one, hidden ones too): category,
 * question, the answer in the rich-text editor with its server preview; 게시 or 숨김.
 */
export default function FaqEdit() {
  return <ContentRecordEdit kind={faq} />;
}
