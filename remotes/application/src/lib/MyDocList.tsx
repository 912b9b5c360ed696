import { useState } from 'react';
import { Spinner } from '@portal/ui';
import { fmtDate, formatBytes } from '@portal/ui/format';
import { LoadError } from '@portal/ui/form';
import { myDocList } from '../api/myDocList';
import { fileRef, type FileRef } from './values';

/**
 * The member's saved documents with a file (나의 서류, myDocList files=Y) as checkboxes, and 선택한
 * 서류 첨부. Used by the form's in-page dialog and by the standalone /elrcpt/MyDocPopup window.
 */
export function MyDocList({ already, onPick, onCancel }: { already: readonly string[]; onPick(files: FileRef[]): void; onCancel?(): void }) {
  const q = myDocList.use({ query: { files: 'Y', pageSize: 50 } });
  const [chosen, setChosen] = useState<string[]>([]);
  if (q.status === 'pending') return <Spinner label="나의 서류를 불러오는 중입니다" />;
  if (q.status === 'error') return <LoadError what="나의 서류를" retry={() => void q.refetch()} />;
  const withFile = q.data.items.flatMap((d) => (d.file ? [{ ...d, file: d.file }] : []));
  const items = withFile.filter((d) => !already.includes(d.file.fileId));
  return (
    <div className="el-docs" data-my-docs="">
      {items.length === 0 ? (
        <p>고를 수 있는 서류가 없습니다. 마이페이지의 나의 서류에 저장한 파일이 여기에 나옵니다.</p>
      ) : (
        <fieldset className="fm-fieldset">
          <legend>첨부할 서류를 고르세요</legend>
          {items.map((d) => (
            <label key={d.myDocId} className="fm-check" htmlFor={`doc-${d.myDocId}`}>
              <input
                type="checkbox"
                id={`doc-${d.myDocId}`}
                checked={chosen.includes(d.file.fileId)}
                onChange={(e) => setChosen((c) => (e.target.checked ? [...c, d.file.fileId] : c.filter((x) => x !== d.file.fileId)))}
              />
              <span className="fm-check__text">
                {d.name} · {d.file.name}{' '}
                <span className="fm-hint">
                  ({formatBytes(d.file.size)}, 발급 {fmtDate(d.issuedAt)}
                  {d.expired ? ', 유효기간 지남' : ''}
                  {d.usedIn[0] ? `, ${d.usedIn[0].title}에 씀` : ''})
                </span>
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
          onClick={() => onPick(withFile.filter((d) => chosen.includes(d.file.fileId)).map((d) => fileRef(d.file.fileId, d.file.name, d.file.size, d.file.uploadedAt)))}
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
