import { Checkbox, Form, Input, Select } from 'antd';
import { BOARD_TITLE_MAX, NOTICE_CATEGORIES, NoticeWrite, type StaffNotice } from '@portal/contracts';
import { staffNotice } from '../../../../api/staffNotice';
import { staffNoticeCreate } from '../../../../api/staffNoticeCreate';
import { staffNoticeUpdate } from '../../../../api/staffNoticeUpdate';
import { ContentRecordEdit, defineContentKind } from '../../../../lib/content-record';
import { zodRule } from '../../../../lib/form';
import { NOTICE_WORDS } from './_words';

interface Values {
  category: StaffNotice['category'];
  title: string;
  bodyHtml: string;
  pinned: boolean;
}

const fileIds = (record: StaffNotice | null) => record?.attachments.map((a) => a.fileId) ?? [];

const notice = defineContentKind({
  ...NOTICE_WORDS,
  publicPlace: '공개 공지사항 목록',
  idOf: (r) => r.nttId,
  visibleOf: (r) => r.visible,
  useRecord: (nttId) => staffNotice.use({ params: { nttId } }),
  create: staffNoticeCreate,
  update: staffNoticeUpdate,
  createInput: (v) => ({ body: { ...v, fileIds: [] } }),
  updateInput: (v, r) => ({ params: { nttId: r.nttId }, body: { ...v, fileIds: fileIds(r) } }),
  initialValues: (r: StaffNotice | null): Values => (r ? { category: r.category, title: r.title, bodyHtml: r.bodyHtml, pinned: r.pinned } : { category: '공지', title: '', bodyHtml: '', pinned: false }),
  stored: (r) => ({ bodyHtml: r.bodyHtml }),
  rich: { name: 'bodyHtml', label: '본문', rule: zodRule(NoticeWrite.shape.bodyHtml), titleField: 'title' },
  fieldsBefore: (
    <>
      <Form.Item label="분류" name="category" rules={[zodRule(NoticeWrite.shape.category)]}>
        <Select options={NOTICE_CATEGORIES.map((c) => ({ value: c, label: c }))} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item label="제목" name="title" rules={[zodRule(NoticeWrite.shape.title)]}>
        <Input maxLength={BOARD_TITLE_MAX} showCount />
      </Form.Item>
    </>
  ),
  after: (r) => (
    <>
      <Form.Item name="pinned" valuePropName="checked">
        <Checkbox>고정 공지 (공개 목록의 모든 쪽 맨 위에 보입니다)</Checkbox>
      </Form.Item>
      {r && r.attachments.length ? (
        <div className="bo-card-note" data-attachments="">
          첨부파일 {r.attachments.length}개({r.attachments.map((a) => a.name).join(', ')})는 그대로 둡니다.
        </div>
      ) : null}
    </>
  ),
});

/**
 * /admin/content/notice/edit (a new notice) and ?nttId= (a stored one, hidden ones too): category,
 * title, the body in the rich-text editor with its server preview, 고정; 게시 or 숨김.
 */
export default function NoticeEdit() {
  return <ContentRecordEdit kind={notice} />;
}
