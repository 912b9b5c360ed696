// The back office's rich-text editor for notice bodies and FAQ answers, without an editor library: a
// contenteditable region (role textbox, aria-multiline) and a small toolbar whose buttons produce only
// tags the server's allow-list keeps (server/src/modules/center/sanitize.ts: p, strong/b, h2/h3, ul/ol/li,
// a href). The value is that HTML; the server sanitises it on every write and in the preview, so what
// this region holds is never trusted. The commands are the browser's editing commands
// (document.execCommand: deprecated on paper, implemented by every browser and the only way to keep
// the browser's own undo stack without a library).
import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Button, Form, Input, Modal, Space, Tooltip } from 'antd';

/** What the server's allow-list would keep of an empty editor: an empty string, not '<br>' or '<p><br></p>'. */
export function editorHtml(el: HTMLElement): string {
  const html = el.innerHTML.trim();
  return el.textContent?.trim() || /<(?:ul|ol|table|h[2-4])\b/i.test(html) ? html : '';
}

type Command = 'bold' | 'h2' | 'p' | 'insertUnorderedList' | 'insertOrderedList';

const exec = (command: string, value?: string) => document.execCommand(command, false, value);

/** Is the caret (or selection) inside an element of this tag, within the editor? */
function inside(root: HTMLElement | null, tags: string[]): boolean {
  const sel = document.getSelection();
  let node: Node | null = sel?.anchorNode ?? null;
  while (node && node !== root) {
    if (node instanceof HTMLElement && tags.includes(node.tagName)) return true;
    node = node.parentNode;
  }
  return false;
}

export interface RichTextEditorProps {
  /** Set by antd's Form.Item: the id, the value and the change. */
  id?: string;
  value?: string;
  onChange?(html: string): void;
  /** The id of the visible label (Form.Item's label element carries it). */
  labelId: string;
  /** The id of a hint the region describes itself with. */
  hintId?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

/**
 * A labelled contenteditable region with 굵게 / 소제목 / 본문 / 글머리 목록 / 번호 목록 / 링크. Paste keeps
 * the text only (formatting from word processors would be dropped by the server anyway, and a pasted
 * image or script never enters). Ctrl+B bolds (the browser's own shortcut), Ctrl+K opens the link dialog.
 */
export function RichTextEditor({ id, value = '', onChange, labelId, hintId, ...aria }: RichTextEditorProps) {
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef<string | null>(null);
  const [state, setState] = useState({ bold: false, h2: false, ul: false, ol: false });
  const [link, setLink] = useState<{ range: Range | null } | null>(null);
  const [linkForm] = Form.useForm<{ href: string }>();
  const toolbarLabel = useId();

  // the form's value into the region, only when it is not what the region already holds (keeps the caret)
  useEffect(() => {
    const el = ref.current;
    if (!el || value === last.current) return;
    el.innerHTML = value;
    last.current = value;
  }, [value]);

  /** The toolbar's pressed states from where the caret is. */
  function refreshState() {
    if (!ref.current?.contains(document.getSelection()?.anchorNode ?? null)) return;
    setState({
      bold: document.queryCommandState('bold'),
      h2: inside(ref.current, ['H2']),
      ul: inside(ref.current, ['UL']),
      ol: inside(ref.current, ['OL']),
    });
  }

  useEffect(() => {
    exec('defaultParagraphSeparator', 'p');
    exec('styleWithCSS', 'false');
    const onSelection = () => refreshState();
    document.addEventListener('selectionchange', onSelection);
    return () => document.removeEventListener('selectionchange', onSelection);
  }, []);

  const changed = () => {
    const el = ref.current;
    if (!el) return;
    const html = editorHtml(el);
    if (html === last.current) return;
    last.current = html;
    onChange?.(html);
  };

  const run = (command: Command) => {
    ref.current?.focus();
    if (command === 'h2') exec('formatBlock', inside(ref.current, ['H2']) ? '<p>' : '<h2>');
    else if (command === 'p') exec('formatBlock', '<p>');
    else exec(command);
    changed();
    // a command at a caret (bold with nothing selected) moves no selection: say its state now
    refreshState();
  };

  const openLink = () => {
    const sel = document.getSelection();
    const range = sel && sel.rangeCount && ref.current?.contains(sel.anchorNode) ? sel.getRangeAt(0).cloneRange() : null;
    linkForm.setFieldsValue({ href: 'https://' });
    setLink({ range });
  };

  const insertLink = ({ href }: { href: string }) => {
    const el = ref.current;
    const range = link?.range;
    setLink(null);
    if (!el) return;
    el.focus();
    const sel = document.getSelection();
    if (range && sel) {
      sel.removeAllRanges();
      sel.addRange(range);
    }
    if (!range || range.collapsed) exec('insertHTML', `<a href="${href.replace(/"/g, '&quot;').replace(/</g, '&lt;')}">${href.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</a>`);
    else exec('createLink', href);
    changed();
  };

  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    e.preventDefault();
    exec('insertText', e.clipboardData.getData('text/plain'));
    changed();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
      e.preventDefault();
      openLink();
    }
  };

  const tool = (label: string, pressed: boolean | undefined, onClick: () => void, shortcut?: string) => (
    <Tooltip title={shortcut ? `${label} (${shortcut})` : label}>
      <Button size="small" aria-pressed={pressed} onMouseDown={(e) => e.preventDefault()} onClick={onClick} data-tool={label}>
        {label}
      </Button>
    </Tooltip>
  );

  const describedBy = [hintId, aria['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className="bo-rte">
      <div role="toolbar" aria-labelledby={toolbarLabel} className="bo-rte__toolbar">
        <span id={toolbarLabel} className="bo-sr-only">
          서식 도구
        </span>
        <Space wrap size={4}>
          {tool('굵게', state.bold, () => run('bold'), 'Ctrl+B')}
          {tool('소제목', state.h2, () => run('h2'))}
          {tool('본문 문단', undefined, () => run('p'))}
          {tool('글머리 목록', state.ul, () => run('insertUnorderedList'))}
          {tool('번호 목록', state.ol, () => run('insertOrderedList'))}
          {tool('링크', undefined, openLink, 'Ctrl+K')}
        </Space>
      </div>
      <div
        ref={ref}
        id={id}
        className="bo-rte__area bo-rich"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={aria['aria-invalid']}
        tabIndex={0}
        onInput={changed}
        onBlur={changed}
        onPaste={onPaste}
        onKeyDown={onKeyDown}
        data-rich-editor=""
      />
      <Modal
        open={link !== null}
        title="링크 넣기"
        okText="넣기"
        cancelText="취소"
        onOk={() => linkForm.submit()}
        onCancel={() => {
          setLink(null);
          ref.current?.focus();
        }}
        destroyOnHidden
      >
        <Form form={linkForm} layout="vertical" onFinish={insertLink}>
          <Form.Item
            label="링크 주소"
            name="href"
            extra="https:// 로 시작하는 주소, mailto:, tel: 또는 이 누리집의 주소(/로 시작)를 넣어 주세요. 고른 글자가 없으면 주소가 글자로 들어갑니다."
            rules={[{ required: true, message: '링크 주소를 입력해 주세요.' }, { pattern: /^(?:https?:\/\/[^\s]+|mailto:[^\s]+|tel:[0-9+\-]+|\/(?![/\\])[^\s]*)$/i, message: '링크 주소는 https://, mailto:, tel: 또는 /로 시작해야 합니다.' }]}
          >
            <Input autoFocus inputMode="url" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
