import { useState } from 'react';
import type { UploadedFile } from '@portal/contracts/client';
import { ApplicantGate, SignInChoice, useApplicantGate } from '@portal/blocks/gate';
import { AttachmentLink, FILE_KIND_NAMES } from '@portal/blocks/record';
import { AttachmentField, formatBytes } from '@portal/blocks/upload';
import { FormSection } from '@portal/ui/form';
import { fileDownloadHref } from '../../api/fileDownload';
import { SampleFrame } from '../../lib/sample-frame';

const PARTS = [
  { name: 'AttachmentField (진행률, 취소, 형식·크기 사전 확인, 서버의 413/415 안내)', where: '@portal/blocks/upload' },
  { name: 'ApplicantGate, SignInChoice', where: '@portal/blocks/gate' },
  { name: 'AttachmentLink (내려받기 링크)', where: '@portal/blocks/record' },
  { name: 'fileUpload, fileDownload 호출 (내용으로 형식 확인, 한글 파일 이름)', where: 'server/src/kernel/files' },
];

/**
 * /sample/upload (issue 35): the portal's attachment field against the real upload call — progress,
 * cancel, the browser's pre-check and the server's content check (the type is read from the bytes,
 * not the name) — and the uploaded files' download links with their Korean names. Uploads need a
 * citizen session (the files belong to whoever uploaded them), so the sample sits behind the sign-in
 * choice like every form that takes attachments.
 */
export default function UploadSamplePage() {
  const gate = useApplicantGate();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [busy, setBusy] = useState(false);
  return (
    <SampleFrame
      page="sample-upload"
      title="파일 올리기 견본"
      lead="첨부파일 올리기를 직접 해 보세요. 올리는 동안 진행률이 보이고 취소할 수 있으며, 형식은 파일 이름이 아니라 내용으로 확인합니다."
      parts={PARTS}
    >
      <ApplicantGate
        gate={gate}
        what="로그인 정보를"
        prompt={
          <SignInChoice className="fm-card">
            <p>올린 파일은 올린 사람만 볼 수 있도록 본인을 확인한 뒤 올릴 수 있습니다. 회원은 로그인하시고, 회원이 아니면 휴대전화 본인확인을 해 주세요.</p>
          </SignInChoice>
        }
      >
        {() => (
          <>
            <FormSection title="첨부파일" id="up-files" description="PDF, JPG, PNG, HWP 파일을 3개까지, 하나에 10MB까지 올릴 수 있습니다. 24시간 안에 신청서에 붙이지 않은 파일은 지워집니다.">
              <AttachmentField id="up-attach" files={files} onFiles={setFiles} onBusyChange={setBusy} />
            </FormSection>
            <section aria-labelledby="up-done">
              <h2 id="up-done" className="sp-h2">
                올린 파일 내려받기
              </h2>
              {busy ? <p className="fm-hint">올리는 중인 파일은 다 올라간 뒤 여기에 나옵니다.</p> : null}
              {files.length ? (
                <ul className="sp-list" data-uploaded="">
                  {files.map((f) => (
                    <li key={f.fileId}>
                      <AttachmentLink file={{ fileId: f.fileId, name: f.name, href: fileDownloadHref(f.fileId), kind: FILE_KIND_NAMES[f.type], size: formatBytes(f.size) }} metaClassName="sp-where" />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="fm-hint">아직 올린 파일이 없습니다.</p>
              )}
            </section>
          </>
        )}
      </ApplicantGate>
    </SampleFrame>
  );
}
