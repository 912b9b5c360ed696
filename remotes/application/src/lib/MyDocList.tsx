import { useState } from 'react';
import { Spinner } from '@portal/ui';
import { formatBytes, fmtDateTime } from '@portal/ui/format';
import { LoadError } from '@portal/ui/form';
import { myDocs } from '../api/myDocs';
import { fileRef, type FileRef } from './values';

/**
 * The member's saved documents (myDocs) as checkboxes, and 선택한 서류 첨부. Used by the form's in-page
 * dialog and by the standalone /elrcpt/MyDocPopup window.
 */
export function MyDocList({ already, onPick, onCancel }: { already: readonly string[]; onPick(files: FileRef[]): void; onCancel?(): void }) {
  const q = myDocs.use();
  const [chosen, setChosen] = useState<string[]>([]);
  if (q.status === 'pending') return <Spinner label="나의 서류를 불러오는 중입니다" />;
  if (q.status === 'error') return <LoadError what="나의 서류를" retry={() => void q.refetch()} />;
  const items = q.data.items.filter((d) => !already.includes(d.fileId));
  return (
    <div className="el-docs" data-my-docs="">
      {items.length === 0 ? (
        <p>고를 수 있는 서류가 없습니다. 전에 신청서나 상담에 올린 파일이 여기에 나옵니다.</p>
      ) : (
        <fieldset className="fm-fieldset">
          <legend>첨부할 서류를 고르세요</legend>
          {items.map((d) => (
            <label key={d.fileId} className="fm-check" htmlFor={`doc-${d.fileId}`}>
              <input
                type="checkbox"
                id={`doc-${d.fileId}`}
                checked={chosen.includes(d.fileId)}
                onChange={(e) => setChosen((c) => (e.target.checked ? [...c, d.fileId] : c.filter((x) => x !== d.fileId)))}
              />
              <span className="fm-check__text">
                {d.name} <span className="fm-hint">({formatBytes(d.size)}, {fmtDateTime(d.uploadedAt)}{d.usedIn ? `, ${d.usedIn}` : ''})</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="fm-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={chosen.length === 0}
          onClick={() => onPick(q.data.items.filter((d) => chosen.includes(d.fileId)).map((d) => fileRef(d.fileId, d.name, d.size, d.uploadedAt)))}
        >
          선택한 서류 첨부
        </button>
        {onCancel ? (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            닫기
          </button>
        ) : null}
      </div>
    </div>
  );
}
