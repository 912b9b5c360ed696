import { useState } from 'react';
import { Button, Form, Input, InputNumber, Select, Space, Switch, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { AdminMenuUpdate, type AdminMenu, type AdminMenuList } from '@portal/contracts';
import { adminMenuList } from '../../../api/adminMenuList';
import { adminMenuUpdate } from '../../../api/adminMenuUpdate';
import { EditDialog, zodRule } from '../../../lib/form';
import { LoadFailed, Nothing } from '../../../lib/states';
import { listTableProps, pagingOf, useAddressQuery } from '../../../lib/table';

const TYPE_LABELS: Record<AdminMenu['menuType'], string> = { MENU: '상단 메뉴', TAB: '탭', PAGE: '화면', POPUP: '팝업' };
/** The parent field's value for a top-level menu (antd Select needs a value that is not null). */
const TOP = '';

interface Values {
  menuName: string;
  menuUrl: string;
  parentMenuId: string;
  sortOrder: number | null;
  useYn: boolean;
  useSatisfaction: boolean;
}

/** The edit dialog: the contract's rules on the fields; the server's (an address another menu uses, a parent under the menu) come back on them. */
function MenuDialog({ menu, parents, onClose }: { menu: AdminMenu; parents: AdminMenuList['parents']; onClose(): void }) {
  const options = [
    { value: TOP, label: '(최상위 메뉴)' },
    ...parents.filter((p) => p.menuId !== menu.menuId).map((p) => ({ value: p.menuId, label: `${'　'.repeat(p.depth)}${p.label}`, title: p.label })),
  ];
  return (
    <EditDialog
      title={`메뉴 고치기: ${menu.menuName}`}
      okText="저장"
      call={adminMenuUpdate.use()}
      input={(v: Values) => ({
        params: { menuId: menu.menuId },
        body: {
          menuName: v.menuName,
          menuUrl: v.menuUrl ?? '',
          parentMenuId: v.parentMenuId || null,
          sortOrder: v.sortOrder ?? 0,
          useYn: v.useYn,
          useSatisfaction: v.useSatisfaction,
        },
      })}
      done={(m: AdminMenu) => `‘${m.menuName}’ 메뉴를 고쳤습니다. 시민에게는 다음에 페이지를 열 때부터 보입니다.`}
      onClose={onClose}
      initialValues={{
        menuName: menu.menuName,
        menuUrl: menu.menuUrl ?? '',
        parentMenuId: menu.parentMenuId ?? TOP,
        sortOrder: menu.sortOrder,
        useYn: menu.useYn,
        useSatisfaction: menu.useSatisfaction,
      }}
    >
      <p className="bo-cell-sub">
        메뉴 번호 {menu.menuId} · {TYPE_LABELS[menu.menuType]} · {menu.access === 'MEMBER' ? '로그인 필요' : '누구나'} (종류와 로그인 규칙은 바꾸지 않습니다)
      </p>
      <Form.Item label="메뉴 이름" name="menuName" rules={[zodRule(AdminMenuUpdate.shape.menuName)]} extra="상단 메뉴, 사이트맵, 경로 안내에 보이는 이름입니다.">
        <Input maxLength={50} autoFocus />
      </Form.Item>
      <Form.Item
        label="메뉴 주소"
        name="menuUrl"
        rules={[zodRule(AdminMenuUpdate.shape.menuUrl)]}
        extra="포털에 있는 화면의 주소입니다. 예: /center/faq/list. 다른 메뉴를 묶기만 하는 메뉴는 비워 둡니다."
      >
        <Input maxLength={200} className="bo-code" spellCheck={false} />
      </Form.Item>
      <Form.Item label="상위 메뉴" name="parentMenuId" extra="이 메뉴를 어느 메뉴 아래에 둘지 고릅니다.">
        <Select showSearch optionFilterProp="title" options={options} aria-label="상위 메뉴" />
      </Form.Item>
      <div className="bo-fields-row">
        <Form.Item label="순서" name="sortOrder" rules={[zodRule(AdminMenuUpdate.shape.sortOrder, (v) => (v === null || v === undefined ? '' : v))]} extra="같은 상위 메뉴 안에서 작은 수가 먼저 보입니다.">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item label="메뉴에 보이기" name="useYn" valuePropName="checked" extra="끄면 상단 메뉴와 사이트맵에서 빠집니다. 화면은 그대로 열립니다.">
          <Switch checkedChildren="보임" unCheckedChildren="숨김" />
        </Form.Item>
        <Form.Item label="만족도 조사" name="useSatisfaction" valuePropName="checked" extra="화면 아래에 만족도 조사를 보일지 정합니다.">
          <Switch checkedChildren="보임" unCheckedChildren="숨김" />
        </Form.Item>
      </div>
    </EditDialog>
  );
}

/**
 * /admin/content/menu: the site's menu in tree order (system administrator), searched by name or
 * address (in the address); edit a menu's name, address, parent, order and whether it is shown.
 * Citizens see an edit on their next page load.
 */
export default function MenuAdmin() {
  const [query, set] = useAddressQuery();
  const { page, pageSize } = pagingOf(query);
  const q = query.q ?? '';
  const list = adminMenuList.use({ query: { page, pageSize, ...(q ? { q } : {}) } });
  const table = listTableProps(list, query, set, <Nothing>{q ? '찾는 메뉴가 없습니다. 다른 말로 찾아 보세요.' : '메뉴가 없습니다.'}</Nothing>);
  const [editing, setEditing] = useState<AdminMenu | null>(null);
  const columns: TableColumnsType<AdminMenu> = [
    {
      key: 'menuName',
      title: '메뉴 이름',
      render: (_, m) => (
        <div style={{ paddingLeft: Math.min(m.depth, 4) * 16 }}>
          <span className="bo-menu-name">{m.menuName}</span>
          {m.parentPath ? <div className="bo-cell-sub">{m.parentPath}</div> : null}
        </div>
      ),
    },
    { key: 'menuUrl', title: '주소', width: 260, render: (_, m) => (m.menuUrl ? <span className="bo-code">{m.menuUrl}</span> : <span className="bo-cell-sub">(묶음 메뉴)</span>) },
    { key: 'menuType', title: '종류', width: 90, render: (_, m) => TYPE_LABELS[m.menuType] },
    { key: 'sortOrder', title: '순서', width: 70, dataIndex: 'sortOrder' },
    {
      key: 'useYn',
      title: '메뉴에 보이기',
      width: 120,
      render: (_, m) => (
        <Space size={4} wrap>
          <Tag className={m.useYn ? 'bo-state--on' : 'bo-state--off'}>{m.useYn ? '보임' : '숨김'}</Tag>
          {m.access === 'MEMBER' ? <Tag className="bo-state--off">로그인</Tag> : null}
        </Space>
      ),
    },
    { key: 'editedAt', title: '고친 날', width: 110, render: (_, m) => (m.editedAt ? dayjs(m.editedAt).format('YYYY-MM-DD') : <span className="bo-cell-sub">기본값</span>) },
    {
      key: 'actions',
      title: '관리',
      width: 90,
      render: (_, m) => (
        <Button size="small" onClick={() => setEditing(m)} aria-label={`${m.menuName} 고치기`}>
          고치기
        </Button>
      ),
    },
  ];
  return (
    <Space direction="vertical" size="middle" className="bo-list">
      <p className="bo-card-note">
        누리집의 상단 메뉴, 사이트맵, 경로 안내가 이 표를 읽습니다. 상위 메뉴 다음에 그 하위 메뉴가 보입니다. 바꾼 내용은 시민이 다음에 페이지를 열 때부터 보이고, 서버를 다시 시작해도 그대로입니다.
      </p>
      <div className="bo-toolbar">
        <Input.Search
          className="bo-toolbar__search"
          placeholder="메뉴 이름이나 주소"
          aria-label="메뉴 찾기: 메뉴 이름이나 주소"
          defaultValue={q}
          key={q}
          allowClear
          enterButton="찾기"
          maxLength={50}
          onSearch={(v) => set({ q: v.trim() || null })}
        />
      </div>
      {list.isError ? (
        <LoadFailed retry={() => void list.refetch()}>메뉴 목록을 불러오지 못했습니다.</LoadFailed>
      ) : (
        <Table<AdminMenu>
          rowKey="menuId"
          caption={<span className="bo-caption">{q ? `‘${q}’가 이름이나 주소에 있는 메뉴` : '누리집 메뉴 (트리 순서)'}</span>}
          columns={columns}
          scroll={{ x: 860 }}
          {...table}
        />
      )}
      {editing ? <MenuDialog menu={editing} parents={list.data?.parents ?? []} onClose={() => setEditing(null)} /> : null}
    </Space>
  );
}
