import { useState } from 'react';
import { App, Button, Form, Input, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { Refusal } from '@portal/blocks/form';
import { SynonymWrite, type Synonym } from '@portal/contracts';
import { staffSynonymCreate } from '../../../api/staffSynonymCreate';
import { staffSynonymDelete } from '../../../api/staffSynonymDelete';
import { staffSynonymList } from '../../../api/staffSynonymList';
import { staffSynonymUpdate } from '../../../api/staffSynonymUpdate';
import { EditDialog, zodRule } from '../../../lib/form';
import { LoadFailed, Nothing } from '../../../lib/states';
import { listTableProps, pagingOf, useAddressQuery } from '../../../lib/table';

/** The form's phrases are one text field, a comma or a new line between phrases. */
interface Values {
  groupName: string;
  phrases: string;
}
const phrasesOf = (text: string | undefined) =>
  (text ?? '')
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter(Boolean);

const ORIGIN_LABELS: Record<Synonym['origin'], string> = { SEED: '기본 제공', EDITOR: '편집자 추가' };

/** The add / edit dialog: the contract's rules on both fields; a taken group name (409) comes back on the name. */
function SynonymDialog({ editing, onClose }: { editing: Synonym | 'new'; onClose(): void }) {
  const record = editing === 'new' ? null : editing;
  const create = staffSynonymCreate.use();
  const update = staffSynonymUpdate.use();
  const bodyOf = (v: Values) => ({ groupName: v.groupName, phrases: phrasesOf(v.phrases) });
  const common = {
    title: record ? '동의어 묶음 고치기' : '동의어 묶음 더하기',
    okText: record ? '저장' : '더하기',
    initialValues: record ? { groupName: record.groupName, phrases: record.phrases.join(', ') } : { groupName: '', phrases: '' },
    done: (r: Synonym) => (record ? `‘${r.groupName}’ 묶음을 고쳤습니다. 몇 초 안에 검색에 반영됩니다.` : `‘${r.groupName}’ 묶음을 더했습니다. 몇 초 안에 검색에 반영됩니다.`),
    refused: (refusal: Refusal) => (refusal.status === 409 ? { fields: { groupName: refusal.body.message ?? '같은 이름의 묶음이 이미 있습니다. 다른 이름을 써 주세요.' } } : undefined),
    onClose,
    children: (
      <>
        <Form.Item label="묶음 이름" name="groupName" rules={[zodRule(SynonymWrite.shape.groupName)]} extra="목록에서 알아보기 위한 이름입니다. 예: 전세보증금">
          <Input maxLength={40} autoFocus />
        </Form.Item>
        <Form.Item
          label="같은 뜻의 표현"
          name="phrases"
          rules={[zodRule(SynonymWrite.shape.phrases, (v) => phrasesOf(v as string | undefined))]}
          extra="쉼표(,)나 줄바꿈으로 나누어 두 개 이상, 스무 개까지 적어 주세요. 한 표현으로 찾으면 나머지 표현도 함께 찾습니다. 예: 전세 보증금, 임차보증금"
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </>
    ),
  };
  return record ? (
    <EditDialog {...common} call={update} input={(v: Values) => ({ params: { id: String(record.id) }, body: bodyOf(v) })} />
  ) : (
    <EditDialog {...common} call={create} input={(v: Values) => ({ body: bodyOf(v) })} />
  );
}

/**
 * /admin/content/synonym: the search's synonym groups (a citizen's word and the legal term found
 * together), paged in the address; add and edit in a dialog, delete after a question. Searches use
 * a change within seconds.
 */
export default function SynonymAdmin() {
  const [query, set] = useAddressQuery();
  const { message } = App.useApp();
  const { page, pageSize } = pagingOf(query);
  const list = staffSynonymList.use({ query: { page, pageSize } });
  const table = listTableProps(list, query, set, <Nothing>동의어 묶음이 없습니다. 묶음을 더해 보세요.</Nothing>);
  const [editing, setEditing] = useState<Synonym | 'new' | null>(null);
  const remove = staffSynonymDelete.use();
  const removeGroup = async (s: Synonym) => {
    try {
      await remove.mutateAsync({ params: { id: String(s.id) } });
      void message.success(`‘${s.groupName}’ 묶음을 지웠습니다.`);
    } catch {
      void message.error(`‘${s.groupName}’ 묶음을 지우지 못했습니다. 잠시 뒤 다시 시도해 주세요.`);
    }
  };
  const columns: TableColumnsType<Synonym> = [
    { key: 'groupName', title: '묶음 이름', dataIndex: 'groupName', width: 180 },
    {
      key: 'phrases',
      title: '같은 뜻의 표현',
      render: (_, s) => (
        <ul className="bo-phrases" aria-label={`${s.groupName}의 표현`}>
          {s.phrases.map((p) => (
            <li key={p}>
              <Tag>{p}</Tag>
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'origin', title: '출처', width: 110, render: (_, s) => ORIGIN_LABELS[s.origin] },
    { key: 'updatedAt', title: '고친 날', width: 120, render: (_, s) => dayjs(s.updatedAt).format('YYYY-MM-DD') },
    {
      key: 'actions',
      title: '관리',
      width: 160,
      render: (_, s) => (
        <Space>
          <Button size="small" onClick={() => setEditing(s)} aria-label={`${s.groupName} 고치기`}>
            고치기
          </Button>
          <Popconfirm
            title="이 동의어 묶음을 지울까요?"
            description={`‘${s.groupName}’ 묶음을 지우면 몇 초 안에 검색에서 함께 찾지 않습니다.`}
            okText="지우기"
            cancelText="취소"
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={() => removeGroup(s)}
          >
            <Button size="small" danger aria-label={`${s.groupName} 지우기`}>
              지우기
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Space direction="vertical" size="middle" className="bo-list">
      <p className="bo-card-note">
        통합 검색은 한 묶음의 표현 가운데 하나로 찾으면 나머지 표현으로도 함께 찾고, 결과 위에 ‘함께 찾은 말’로 알려 줍니다. 바꾼 내용은 몇 초 안에 모든 서버의 검색에 반영됩니다.
      </p>
      <div className="bo-toolbar">
        <Button type="primary" onClick={() => setEditing('new')} className="bo-toolbar__new">
          동의어 묶음 더하기
        </Button>
      </div>
      {list.isError ? (
        <LoadFailed retry={() => void list.refetch()}>동의어 목록을 불러오지 못했습니다.</LoadFailed>
      ) : (
        <Table<Synonym>
          rowKey="id"
          caption={<span className="bo-caption">검색 동의어 묶음</span>}
          columns={columns}
          scroll={{ x: 720 }}
          {...table}
        />
      )}
      {editing ? <SynonymDialog editing={editing} onClose={() => setEditing(null)} /> : null}
    </Space>
  );
}
