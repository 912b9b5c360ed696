import { useNavigate } from '@portal/router';
import { Button, ButtonLink } from '@portal/ui/form';
import type { ApplicationSummary } from '@portal/contracts/client';
import { elrcptDraftDelete } from '../../api/elrcptDraftDelete';
import { DeleteFailure, useConfirmedDelete } from '../confirm-delete';
import { MY_ELRCPT_LIST, resumeHref } from './lifecycle';

/** A draft's actions: 이어서 쓰기 (its form) and 삭제, asked again in the project's dialog before it goes. */
export function DraftActions({ a }: { a: Pick<ApplicationSummary, 'aplyNo' | 'form' | 'title'> }) {
  const navigate = useNavigate();
  const remove = elrcptDraftDelete.use();
  const { failure, confirmDelete } = useConfirmedDelete();
  const ask = () =>
    confirmDelete(
      { title: '임시저장한 신청서를 삭제할까요?', text: `${a.title} 신청서를 지웁니다. 삭제하면 되돌릴 수 없습니다.` },
      () => remove.mutateAsync({ params: { aplyNo: a.aplyNo } }),
      () => navigate(MY_ELRCPT_LIST, { state: { notice: '임시저장한 신청서를 삭제했습니다.' } }),
    );

  return (
    <>
      <DeleteFailure failure={failure} />
      <div className="fm-actions">
        <ButtonLink to={resumeHref(a.form, a.aplyNo)}>이어서 쓰기</ButtonLink>
        <Button variant="secondary" onClick={() => void ask()} busy={remove.isPending} busyLabel="삭제하는 중입니다" data-draft-delete="">
          삭제
        </Button>
      </div>
    </>
  );
}
