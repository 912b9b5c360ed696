import { useState } from 'react';
import type { UploadedFile } from '@portal/contracts/client';
import { componentDoc } from '../showcase/component-doc';
import { AttachmentField, UploadError, fileExtension, type UploadFn } from '.';
import doc from './doc.json';

/**
 * The showcase's stand-in for the fileUpload call: progress in four steps, then the file as the server
 * would keep it. Nothing leaves the browser (the real call needs a citizen session: see /sample/upload).
 */
const pretendUpload: UploadFn = (file, { signal, onProgress }) =>
  new Promise((resolve, reject) => {
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      onProgress(step / 4);
      if (step < 4) return;
      clearInterval(timer);
      const ext = fileExtension(file.name).toUpperCase();
      const type = (['PDF', 'PNG', 'HWP'] as const).find((t) => t === ext) ?? 'JPG';
      resolve({ fileId: `demo-${Date.now()}`, name: file.name, size: file.size, type, uploadedAt: new Date().toISOString() });
    }, 150);
    signal.addEventListener('abort', () => {
      clearInterval(timer);
      reject(new UploadError('canceled', -1));
    });
  });

function Default() {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  return <AttachmentField id="ex-file-default" files={files} onFiles={setFiles} upload={pretendUpload} />;
}

const KEPT: UploadedFile[] = [
  { fileId: 'demo-1', name: '임대차계약서.pdf', size: 842_112, type: 'PDF', uploadedAt: '2026-11-30T09:00:00Z' },
  { fileId: 'demo-2', name: '내용증명 사진.jpg', size: 1_530_000, type: 'JPG', uploadedAt: '2026-11-30T09:01:00Z' },
];

function Filled() {
  const [files, setFiles] = useState<UploadedFile[]>(KEPT);
  return <AttachmentField id="ex-file-filled" label="증빙 서류" files={files} onFiles={setFiles} upload={pretendUpload} required />;
}

export const FILE_ERROR = '증빙 서류를 하나 이상 올려 주세요.';

function WithError() {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  return <AttachmentField id="ex-file-error" label="증빙 서류" files={files} onFiles={setFiles} upload={pretendUpload} required error={files.length ? undefined : FILE_ERROR} />;
}

export const fileDoc = componentDoc(doc, {
  route: '/components/input/file',
  examples: [
    {
      id: 'ex-file-default',
      name: '기본',
      state: 'empty',
      description: '이 화면의 예시는 파일을 서버로 보내지 않고 올리는 흉내만 냅니다(진짜 올리기는 /sample/upload).',
      Render: Default,
      code: `const [files, setFiles] = useState<UploadedFile[]>([]);
<AttachmentField id="files" files={files} onFiles={setFiles} onBusyChange={setUploading} />`,
    },
    {
      id: 'ex-file-filled',
      name: '올린 파일이 있을 때',
      state: 'filled',
      Render: Filled,
      code: `<AttachmentField id="proof" label="증빙 서류" files={draft.files} onFiles={(files) => save({ files })} required />`,
    },
    {
      id: 'ex-file-error',
      name: '오류',
      state: 'error',
      error: FILE_ERROR,
      Render: WithError,
      code: `<AttachmentField id="proof" label="증빙 서류" files={files} onFiles={setFiles} required error={errors.fileIds} />`,
    },
  ],
});
