// What the content editors' writing pages share (notice and FAQ): the body as rich text with a
// 미리보기 tab that asks the server for the sanitised HTML (the public page shows exactly that), the
// publication state and its buttons, and the question before leaving with unsaved changes.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, App, Button, Form, Space, Spin, Tabs, Tag } from 'antd';
import type { Rule } from 'antd/es/form';
import { useBlocker } from '@portal/router';
import { staffRichTextPreview } from '../api/staffRichTextPreview';
import { RichTextEditor } from './RichTextEditor';
import './content.css';

/**
 * Asks before leaving with unsaved changes: a link or the back button inside the portal (antd's
 * confirm dialog: 나가기 / 계속 쓰기), a reload or closing the tab (the browser's own question).
 * `release()` before a navigation the page makes itself after saving.
 */
export function useLeaveGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const { modal } = App.useApp();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirtyRef.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      title: '저장하지 않은 내용이 있습니다',
      content: '이 화면을 나가면 고친 내용이 사라집니다. 나가시겠습니까?',
      okText: '나가기',
      cancelText: '계속 쓰기',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    return () => dialog.destroy();
  }, [blocker, modal]);
  useEffect(() => {
    const onUnload = (e: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, []);
  return {
    release: () => {
      dirtyRef.current = false;
    },
  };
}

/** The server's sanitised HTML of the body, as the public page shows it. */
function Preview({ title, html }: { title: string; html: string }) {
  const preview = staffRichTextPreview.use();
  const { mutate } = preview;
  const send = () => mutate({ body: { html } });
  useEffect(() => {
    if (html) mutate({ body: { html } });
  }, [html, mutate]);
  if (!html) return <Alert type="info" showIcon message="본문이 비어 있습니다. 편집 탭에서 글을 쓰면 여기에서 공개 화면처럼 볼 수 있습니다." />;
  if (preview.isPending || preview.isIdle)
    return (
      <div className="bo-inline-status" role="status">
        <Spin size="small" /> <span>공개 화면에 보일 모습을 만들고 있습니다.</span>
      </div>
    );
  if (preview.isError || !preview.data)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        message="미리보기를 만들지 못했습니다. 잠시 뒤 다시 시도해 주세요."
        action={
          <Button size="small" onClick={send}>
            다시 시도
          </Button>
        }
      />
    );
  if (preview.data.empty)
    return <Alert type="warning" showIcon message="공개 화면에 보여 줄 글이 없습니다. 허용되지 않는 태그(스크립트, 그림 등)는 지워집니다. 글을 입력해 주세요." />;
  return (
    <article className="bo-preview" aria-label="공개 화면 미리보기" data-preview="">
      <p className="bo-preview__note">공개 화면에는 아래와 같이 보입니다. 허용되지 않는 태그와 속성은 저장할 때 지워집니다.</p>
      {title ? <h3 className="bo-preview__title">{title}</h3> : null}
      {/* HTML the server's allow-list has just produced (POST /api/staff/center/preview), the same as a write stores */}
      <div className="bo-rich" dangerouslySetInnerHTML={{ __html: preview.data.html }} />
    </article>
  );
}

/**
 * The rich-text field of a writing page (antd Form.Item `name`) in two tabs: 편집 (the editor) and
 * 미리보기 (the server's sanitised HTML under the title, as the public page shows it).
 */
export function RichTextField({ name, label, hint, rules, title }: { name: string; label: string; hint: string; rules: Rule[]; title: string }) {
  const [tab, setTab] = useState('edit');
  const form = Form.useFormInstance();
  const html: string = Form.useWatch(name, form) ?? '';
  const labelId = `${name}-label`;
  const hintId = `${name}-hint`;
  return (
    <Form.Item
      label={
        <span id={labelId} onClick={() => document.getElementById(name)?.focus()}>
          {label}
        </span>
      }
      required
      className="bo-rte-item"
    >
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'edit',
            label: '편집',
            forceRender: true,
            children: (
              <>
                <p id={hintId} className="bo-card-note">
                  {hint}
                </p>
                <Form.Item name={name} rules={rules} noStyle={false} className="bo-rte-field">
                  <RichTextEditor labelId={labelId} hintId={hintId} />
                </Form.Item>
              </>
            ),
          },
          { key: 'preview', label: '미리보기', children: tab === 'preview' ? <Preview title={title} html={html} /> : null },
        ]}
      />
    </Form.Item>
  );
}

/** The publication state as a tag with its word (never the colour alone). */
export function StateTag({ visible }: { visible: boolean | null }) {
  if (visible === null) return <Tag>저장 전</Tag>;
  // own colours: antd's green preset tag is about 3.4:1 on its background, under AA for small text
  return visible ? <Tag className="bo-state bo-state--on">게시 중</Tag> : <Tag className="bo-state bo-state--off">숨김</Tag>;
}

/**
 * The writing page's buttons: a new record is published (게시) or saved hidden; a stored one is
 * saved as it is (저장) or switched (숨기기 / 게시하기), the current text saved with it. `intend`
 * records the state the send asks for (Enter in a field means the primary button); `submit` sends the form.
 */
export function PublishActions({ visible, pending, intend, submit, extra }: { visible: boolean | null; pending: boolean; intend(visible: boolean): void; submit(): void; extra?: ReactNode }) {
  const primary = visible ?? true;
  const other = !primary;
  return (
    <Space wrap className="bo-actions">
      <Button type="primary" htmlType="submit" loading={pending} onClick={() => intend(primary)}>
        {visible === null ? '게시' : '저장'}
      </Button>
      <Button
        disabled={pending}
        onClick={() => {
          intend(other);
          submit();
        }}
      >
        {visible === null ? '숨긴 채로 저장' : visible ? '숨기기' : '게시하기'}
      </Button>
      {extra}
    </Space>
  );
}
