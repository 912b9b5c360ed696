import { useState } from 'react';
import type { PrdocRecordView } from '@portal/contracts/client';
import { httpErrorSentence } from '@portal/http';
import { Button, Notice, errorBody } from '@portal/ui/form';
import { myDocUnmask } from '../../api/myDocUnmask';
import { RecordView } from './RecordView';

/** A record of mine with its 주민등록번호 masked; 뒷자리 보기 (after a confirmation) opens it once, 뒷자리 가리기 masks it again. */
export function MaskedRecord({ myDocId, record, id }: { myDocId: string; record: PrdocRecordView; id: string }) {
  const unmask = myDocUnmask.use();
  const [open, setOpen] = useState<PrdocRecordView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const ask = async () => {
    const { confirmFirst } = await import('@portal/ui/dialog');
    const confirmed = await confirmFirst({
      confirmButtonText: '뒷자리 보기',
      title: '주민등록번호 뒷자리를 볼까요?',
      text: '이 서류에 있는 주민등록번호 뒷자리가 화면에 나옵니다. 주변에 다른 사람이 없는지 확인해 주세요. 열람한 때와 사람은 기록으로 남습니다.',
    });
    if (!confirmed) return;
    setFailure(null);
    try {
      setOpen((await unmask.mutateAsync({ params: { myDocId } })).record);
    } catch (error) {
      setFailure(errorBody(error).message ?? httpErrorSentence(error));
    }
  };

  return (
    <>
      <RecordView record={open ?? record} id={id} />
      {record.rrnHidden ? (
        <p className="pd-record__rrn" data-rrn={open ? 'open' : 'masked'}>
          {open ? (
            <Button variant="secondary" size="small" onClick={() => setOpen(null)} data-rrn-hide="">
              뒷자리 가리기
            </Button>
          ) : (
            <Button variant="secondary" size="small" onClick={() => void ask()} busy={unmask.isPending} busyLabel="뒷자리를 여는 중입니다" data-rrn-show="">
              뒷자리 보기
            </Button>
          )}
        </p>
      ) : null}
      {failure ? (
        <Notice tone="error" role="alert">
          <p data-rrn-error="">{failure}</p>
        </Notice>
      ) : null}
    </>
  );
}
