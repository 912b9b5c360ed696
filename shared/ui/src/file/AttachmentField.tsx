import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ATTACHMENT_ACCEPT, type UploadedFile } from '@portal/contracts/client';
import { DEFAULT_ATTACHMENT_RULES, fitCount, formatBytes, precheckFile, UploadError, type AttachmentRules, type UploadFn } from './checks';

interface Pending {
  key: number;
  name: string;
  size: number;
  /** 0…1 while uploading. */
  progress: number;
  state: 'uploading' | 'failed';
  message?: string;
  abort?: AbortController;
}

export interface AttachmentFieldProps {
  /** Id of the file input (the error summary links here). */
  id: string;
  /** Field name shown to people (default 첨부파일). */
  label?: string;
  /** The uploaded files (kept by the page, e.g. in its draft, so a reload keeps them). */
  files: UploadedFile[];
  onFiles(files: UploadedFile[]): void;
  rules?: AttachmentRules;
  /** accept attribute of the input (default: the attachment types every upload takes; the server decides by content anyway). */
  accept?: string;
  hint?: ReactNode;
  /** An error of the form about this field (e.g. the server's answer about fileIds). */
  error?: string;
  /** true while at least one file is on its way (the form waits before it submits). */
  onBusyChange?(busy: boolean): void;
  uploadUrl?: string;
  /** Sends one file (@portal/blocks/upload passes the portal's fileUpload call; the UI kit a stand-in). */
  upload: UploadFn;
  /** The form cannot go without a file: the label says (필수) instead of (선택). */
  required?: boolean;
}

let nextKey = 1;

/**
 * Attachment field: choose up to `maxFiles` files; each is uploaded at once by `upload` with a
 * progress bar and can be cancelled or removed. Files the pre-check or the server refuses stay in the
 * list with the reason (the server's 413/415 message) and are not attached. Status changes are
 * announced in a polite live region.
 */
export function AttachmentField({
  id,
  label = '첨부파일',
  files,
  onFiles,
  rules = DEFAULT_ATTACHMENT_RULES,
  accept = ATTACHMENT_ACCEPT,
  hint,
  error,
  onBusyChange,
  uploadUrl,
  upload,
  required,
}: AttachmentFieldProps) {
  const [pending, setPending] = useState<Pending[]>([]);
  const [announce, setAnnounce] = useState('');
  const [countMessage, setCountMessage] = useState<string | null>(null);
  const filesRef = useRef(files);
  filesRef.current = files;
  const inputRef = useRef<HTMLInputElement>(null);
  const uploading = pending.filter((p) => p.state === 'uploading').length;
  const busy = uploading > 0;

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);
  // leaving the page cancels uploads still on their way
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  useEffect(() => () => pendingRef.current.forEach((p) => p.abort?.abort()), []);

  const update = (key: number, patch: Partial<Pending>) => setPending((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const start = (file: File) => {
    const key = nextKey++;
    const problem = precheckFile(file, rules);
    if (problem) {
      setPending((list) => [...list, { key, name: file.name, size: file.size, progress: 0, state: 'failed', message: problem }]);
      return problem;
    }
    const abort = new AbortController();
    setPending((list) => [...list, { key, name: file.name, size: file.size, progress: 0, state: 'uploading', abort }]);
    upload(file, { url: uploadUrl, signal: abort.signal, onProgress: (f) => update(key, { progress: f }) }).then(
      (uploaded) => {
        const next = [...filesRef.current, uploaded];
        filesRef.current = next;
        onFiles(next);
        setPending((list) => list.filter((p) => p.key !== key));
        setAnnounce(`‘${uploaded.name}’을(를) 올렸습니다. 첨부파일 ${next.length}개.`);
      },
      (e: unknown) => {
        if (e instanceof UploadError && e.status === -1) {
          setPending((list) => list.filter((p) => p.key !== key));
          return;
        }
        const message = e instanceof Error ? e.message : `‘${file.name}’을(를) 올리지 못했습니다.`;
        update(key, { state: 'failed', message, abort: undefined });
        setAnnounce(message);
      },
    );
    return null;
  };

  const choose = (list: FileList | null) => {
    if (!list || !list.length) return;
    const chosen = Array.from(list);
    const { take, message } = fitCount(chosen.length, filesRef.current.length + uploading, rules);
    setCountMessage(message);
    const problems = chosen.slice(0, take).map(start).filter(Boolean);
    const says = [message, ...problems].filter(Boolean).join(' ');
    setAnnounce(says || `${take}개 파일을 올리는 중입니다.`);
    if (inputRef.current) inputRef.current.value = ''; // choosing the same file again fires change again
  };

  const remove = (file: UploadedFile) => {
    const next = filesRef.current.filter((f) => f.fileId !== file.fileId);
    filesRef.current = next;
    onFiles(next);
    setCountMessage(null);
    setAnnounce(`‘${file.name}’을(를) 첨부파일에서 뺐습니다. 첨부파일 ${next.length}개.`);
    inputRef.current?.focus();
  };
  const dismiss = (p: Pending) => {
    p.abort?.abort();
    setPending((list) => list.filter((x) => x.key !== p.key));
    setAnnounce(p.state === 'uploading' ? `‘${p.name}’ 올리기를 취소했습니다.` : `‘${p.name}’ 알림을 닫았습니다.`);
    inputRef.current?.focus();
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const described = [hintId, countId, error ? errorId : null].filter(Boolean).join(' ');
  const empty = files.length === 0 && pending.length === 0;

  return (
    <div className="fm-field up-field" role="group" aria-labelledby={`${id}-label`} data-attachments="">
      <span className="fm-label" id={`${id}-label`}>
        {label}
        {required ? <span className="fm-req">(필수)</span> : <span className="fm-opt">(선택)</span>}
      </span>
      <p className="fm-hint" id={hintId}>
        {hint ?? `${rules.typeNames} 파일을 한 파일에 ${formatBytes(rules.maxBytes)}까지, ${rules.maxFiles}개까지 올릴 수 있습니다. 파일 형식은 내용으로 확인합니다.`}
      </p>
      <div className="up-pick">
        <input
          ref={inputRef}
          className="up-input"
          type="file"
          id={id}
          multiple={rules.maxFiles > 1}
          accept={accept}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          onChange={(e) => choose(e.target.files)}
        />
        <label htmlFor={id} className="btn btn-secondary btn-small up-pick__button">
          {label} 선택
        </label>
        <span className="up-count" id={countId}>
          {files.length}/{rules.maxFiles}개
          <span className="sr-only"> 올림</span>
        </span>
      </div>
      {countMessage ? (
        <p className="fm-error" data-upload-count-error="">
          {countMessage}
        </p>
      ) : null}
      {empty ? null : (
        <ul className="up-list" aria-label={`${label} 목록`}>
          {files.map((f) => (
            <li key={f.fileId} className="up-item" data-upload-state="done" data-file-id={f.fileId}>
              <span className="up-item__name">{f.name}</span>
              <span className="up-item__meta">
                {f.type} · {formatBytes(f.size)} · 올림
              </span>
              <button type="button" className="btn btn-tertiary btn-small up-item__action" onClick={() => remove(f)}>
                삭제<span className="sr-only"> {f.name}</span>
              </button>
            </li>
          ))}
          {pending.map((p) =>
            p.state === 'uploading' ? (
              <li key={p.key} className="up-item" data-upload-state="uploading">
                <span className="up-item__name">{p.name}</span>
                <span className="up-item__meta">
                  <progress className="up-progress" max={100} value={Math.round(p.progress * 100)} aria-label={`${p.name} 올리는 중`} />{' '}
                  {Math.round(p.progress * 100)}%
                </span>
                <button type="button" className="btn btn-tertiary btn-small up-item__action" onClick={() => dismiss(p)}>
                  취소<span className="sr-only"> {p.name} 올리기</span>
                </button>
              </li>
            ) : (
              <li key={p.key} className="up-item up-item--failed" data-upload-state="failed">
                <span className="up-item__name">{p.name}</span>
                <span className="up-item__message" data-upload-error="">
                  {p.message}
                </span>
                <button type="button" className="btn btn-tertiary btn-small up-item__action" onClick={() => dismiss(p)}>
                  닫기<span className="sr-only"> {p.name} 알림</span>
                </button>
              </li>
            ),
          )}
        </ul>
      )}
      {error ? (
        <p className="fm-error" id={errorId}>
          {error}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite" role="status">
        {announce}
      </p>
    </div>
  );
}
