import { useState } from 'react';
import type { UploadedFile } from '@portal/contracts/client';
import type { ComponentDoc } from '../showcase/types';
import { AttachmentField, UploadError, fileExtension, type UploadFn } from '.';

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

export const fileDoc: ComponentDoc = {
  route: '/components/input/file',
  title: '파일 첨부',
  summary:
    '파일을 골라 바로 올리고, 올리는 동안 진행률과 취소를, 올린 뒤에는 목록과 삭제를 보입니다. 형식과 크기는 먼저 브라우저가 살피고, 서버가 내용으로 다시 확인합니다. 전자 신청, 사이버 상담, 묻고 답하기, 보완 서류가 이것을 씁니다.',
  importLine: "import { AttachmentField } from '@portal/blocks/upload'; // 포털의 올리기 호출이 연결된 것 (부품은 @portal/ui/upload)",
  uses: ['AttachmentField'],
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
  props: [
    { name: 'id', type: 'string', required: true, description: 'file input의 id(오류 요약이 이리로 옵니다).' },
    { name: 'label', type: 'string', default: "'첨부파일'", description: '항목 이름. 버튼은 "<label> 선택".' },
    { name: 'files, onFiles', type: 'UploadedFile[], (files) => void', required: true, description: '올린 파일(페이지가 임시 저장에 함께 둡니다).' },
    { name: 'rules', type: 'AttachmentRules', default: 'DEFAULT_ATTACHMENT_RULES', description: '개수, 크기, 확장자(5개, 10MB, PDF·JPG·PNG·HWP).' },
    { name: 'hint, error, required', type: '—', description: '도움말(없으면 규칙을 씀), 오류 문구, (필수)/(선택).' },
    { name: 'onBusyChange', type: '(busy: boolean) => void', description: '올리는 중인지(폼은 다 올릴 때까지 기다립니다).' },
    { name: 'upload', type: 'UploadFn', description: '@portal/ui/upload에서만: 파일을 보내는 함수. @portal/blocks/upload가 fileUpload 호출을 넣습니다.' },
  ],
  a11y: {
    keyboard: ['Tab으로 파일 고르기에 가서 Enter나 Space로 파일 선택 창을 엽니다(보이는 버튼은 input의 label).', '올린 파일마다 삭제 버튼, 올리는 중이면 취소 버튼이 있습니다. 지우면 초점이 파일 고르기로 돌아갑니다.'],
    roles: ['묶음은 role="group"(aria-labelledby 항목 이름), input type="file"의 aria-describedby는 도움말·개수·오류', '진행률은 progress(aria-label "<파일> 올리는 중"), 목록은 ul(aria-label)', '결과는 role="status"(aria-live="polite")로 알립니다.'],
    screenReader: ['"증빙 서류(필수), 그룹, 증빙 서류 선택, 버튼, 2/5개 올림"처럼 읽고, 올리면 "‘임대차계약서.pdf’을(를) 올렸습니다. 첨부파일 1개."를 알립니다.'],
  },
};
