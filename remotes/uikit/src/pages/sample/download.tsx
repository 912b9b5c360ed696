import { useState } from 'react';
import { Spinner } from '@portal/ui';
import { withContextPath } from '@portal/http';
import { AttachmentLink, FILE_KIND_NAMES, type AttachmentItem } from '@portal/blocks/record';
import { formatBytes } from '@portal/blocks/upload';
import { Button, FormSection, LoadError, Notice } from '@portal/ui/form';
import { noticeDetail } from '../../api/noticeDetail';
import { noticeFileHeaders } from '../../api/noticeFile';
import { noticeList } from '../../api/noticeList';
import { SampleFrame } from '../../lib/sample-frame';
import { savedName } from '../../lib/saved-name';

const PARTS = [
  { name: 'AttachmentLink (내려받기 링크, 형식과 크기)', where: '@portal/blocks/record' },
  { name: 'noticeFile 호출 (파일을 흘려보내며 보내기, Content-Disposition의 한글 이름)', where: 'server/src/kernel/files/download.ts' },
  { name: 'noticeList, noticeDetail 호출 (공지사항의 첨부파일)', where: 'remotes/uikit/src/api' },
];

interface Headers {
  type: string;
  length: string;
  disposition: string;
  nosniff: string;
}

/** What the server answers for one file: the headers the browser saves it by. */
function HeaderCheck({ nttId, file }: { nttId: string; file: AttachmentItem }) {
  const [state, setState] = useState<{ status: 'idle' | 'busy' | 'error' } | { status: 'done'; headers: Headers }>({ status: 'idle' });
  const check = async () => {
    setState({ status: 'busy' });
    try {
      const h = await noticeFileHeaders(nttId, file.fileId);
      setState({
        status: 'done',
        headers: { type: h.get('content-type') ?? '', length: h.get('content-length') ?? '', disposition: h.get('content-disposition') ?? '', nosniff: h.get('x-content-type-options') ?? '' },
      });
    } catch {
      setState({ status: 'error' });
    }
  };
  return (
    <div className="sp-check" data-header-check="">
      <Button variant="secondary" size="small" onClick={() => void check()} busy={state.status === 'busy'} busyLabel="확인하는 중">
        {file.name}의 응답 머리글 확인
      </Button>
      <div role="status">
        {state.status === 'error' ? <p className="fm-error">서버에 연결하지 못했습니다. 잠시 뒤 다시 눌러 주세요.</p> : null}
        {state.status === 'done' ? (
          <dl className="sp-facts">
            <dt>저장될 파일 이름</dt>
            <dd data-saved-name="">{savedName(state.headers.disposition)}</dd>
            <dt>Content-Type (올릴 때 내용으로 확인한 형식)</dt>
            <dd>{state.headers.type}</dd>
            <dt>Content-Length</dt>
            <dd>{state.headers.length}바이트</dd>
            <dt>Content-Disposition</dt>
            <dd>
              <code>{state.headers.disposition}</code>
            </dd>
            <dt>X-Content-Type-Options</dt>
            <dd>{state.headers.nosniff}</dd>
          </dl>
        ) : null}
      </div>
    </div>
  );
}

/** The attachments of the newest notice that has any. */
function NoticeFiles() {
  const list = noticeList.use({ query: { searchType: 'ALL', keyword: '', page: 1, pageSize: 50 } });
  const withFiles = list.data ? [...list.data.pinned, ...list.data.items].find((n) => n.attachmentCount > 0) : undefined;
  const detail = noticeDetail.use({ params: { nttId: withFiles?.nttId ?? '' } }, { enabled: Boolean(withFiles) });
  if (list.isError || detail.isError) return <LoadError what="공지사항 첨부파일을" retry={() => void (list.isError ? list.refetch() : detail.refetch())} />;
  if (list.isPending || (withFiles && detail.isPending)) return <Spinner label="첨부파일을 불러오는 중입니다" />;
  if (!withFiles || !detail.data) return <p className="fm-hint">첨부파일이 있는 공지사항이 아직 없습니다.</p>;
  const files: AttachmentItem[] = detail.data.attachments.map((a) => ({ fileId: a.fileId, name: a.name, href: withContextPath(a.url), kind: FILE_KIND_NAMES[a.type], size: formatBytes(a.size) }));
  return (
    <>
      <p>
        공지사항 「{detail.data.title}」의 첨부파일입니다. 이름을 누르면 원래 이름 그대로 저장됩니다.
      </p>
      <ul data-attachments="">
        {files.map((f) => (
          <li key={f.fileId}>
            <AttachmentLink file={f} metaClassName="sp-where" />
          </li>
        ))}
      </ul>
      {files[0] ? <HeaderCheck nttId={detail.data.nttId} file={files[0]} /> : null}
    </>
  );
}

/**
 * /sample/download (issue 35): the portal's downloads — a notice's attachments through the real
 * download call: the name the file was uploaded with (Korean included, RFC 6266 `filename*`), the
 * type read from the bytes at upload, always saved rather than opened, sent in pieces (streamed).
 */
export default function DownloadSamplePage() {
  return (
    <SampleFrame
      page="sample-download"
      title="파일 내려받기 견본"
      lead="포털의 첨부파일은 올린 이름 그대로(한글 이름 포함) 저장되고, 브라우저가 열지 않고 내려받습니다. 서버는 파일을 조금씩 흘려보내므로 큰 파일도 기다림 없이 받기 시작합니다."
      parts={PARTS}
    >
      <FormSection title="공지사항 첨부파일" id="download-notice">
        <NoticeFiles />
      </FormSection>
      <Notice tone="info">
        <p>
          내 서류와 신청서의 첨부파일은 로그인한 본인만 내려받을 수 있습니다. 다른 사람의 파일 주소를 넣으면 &lsquo;찾을 수 없음&rsquo;으로 답합니다.
        </p>
      </Notice>
    </SampleFrame>
  );
}
