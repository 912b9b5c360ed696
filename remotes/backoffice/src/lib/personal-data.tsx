// 개인정보 보기: staff pages show personal data masked (홍*동, 010-****-5678); when the work needs the
// real values, the staff member writes why, the server records the opening with that reason and
// answers this one record's values. They are shown while the page stays open and kept nowhere else
// (not in the query cache, not in storage): leaving the page forgets them.
import { useId, useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Modal } from 'antd';
import { RECORD_OPEN_REASON_MAX, RecordOpen, type RecordKind, type RecordOpened } from '@portal/contracts';
import { fmtDateTime } from '@portal/ui/format';
import { adminRecordOpen } from '../api/adminRecordOpen';
import { EditDialog, zodRule } from './form';

interface Target {
  kind: RecordKind;
  id: string;
  /** Whose data, for the dialog: '이 사이버상담 신청인'. */
  what: string;
}

/**
 * The reason dialog: the reason (the contract's rule), then the one send; the values go to `onOpened`.
 * Two modes: 'values' (kept mounted; the values are shown by this file: PersonalData, PersonalDataButton)
 * and 'page' (mounted while open; the page shows the values in its own fields, after a success message).
 */
function ReasonDialog({
  kind,
  id,
  what,
  mode,
  open,
  onClose,
  onOpened,
}: Omit<Target, 'what'> & { what?: string; mode: 'values' | 'page'; open: boolean; onClose(): void; onOpened(r: RecordOpened): void }) {
  const titleId = useId();
  const call = adminRecordOpen.use();
  if (mode === 'page')
    return (
      <EditDialog
        title="가려진 개인정보를 볼까요?"
        okText="사유 기록하고 보기"
        call={call}
        input={(v: { reason: string }) => ({ body: { kind, id, reason: v.reason.trim() } })}
        done={() => '개인정보를 열었습니다. 열람 사유가 감사 기록에 남았습니다.'}
        onDone={onOpened}
        onClose={onClose}
        modal={{ maskClosable: false }}
        formProps={{ requiredMark: false }}
      >
        <p>업무에 필요한 경우에만 여세요. 사유와 열람한 직원이 감사 기록에 남습니다. 이 화면을 떠나면 다시 가려집니다.</p>
        <Form.Item label="열람 사유" name="reason" rules={[zodRule(RecordOpen.shape.reason)]} extra="업무 내용을 적어 주세요 (신청인의 정보는 적지 마세요). 예: 보완 서류 안내 전화">
          <Input maxLength={RECORD_OPEN_REASON_MAX} showCount autoComplete="off" />
        </Form.Item>
      </EditDialog>
    );
  return (
    <EditDialog
      open={open}
      title={<span id={titleId}>개인정보를 여는 사유</span>}
      okText="사유를 남기고 보기"
      cancelText="닫기"
      call={call}
      input={(v: { reason: string }) => ({ body: { kind, id, reason: v.reason } })}
      onDone={onOpened}
      onClose={onClose}
      modal={{ 'aria-labelledby': titleId, destroyOnHidden: false }}
      formProps={{ scrollToFirstError: false }}
      intro={<p>{what}의 가려진 개인정보를 엽니다. 사유는 감사 기록에 남고 기관 관리자가 봅니다. 시민의 개인정보가 아니라 하려는 업무를 적어 주세요.</p>}
    >
      <Form.Item label="사유" name="reason" rules={[zodRule(RecordOpen.shape.reason)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={RECORD_OPEN_REASON_MAX} showCount placeholder="예: 답변 전 연락처 확인 전화" />
      </Form.Item>
    </EditDialog>
  );
}

function OpenedValues({ opened }: { opened: RecordOpened }) {
  return (
    <>
      <Alert type="info" showIcon message={`${fmtDateTime(opened.openedAt)}에 연 값입니다. 이 화면을 나가면 다시 가려집니다. 연 기록과 사유는 감사 기록에 남았습니다.`} />
      {opened.fields.length ? (
        <Descriptions column={1} size="small" bordered className="bo-opened" data-opened="">
          {opened.fields.map((f) => (
            <Descriptions.Item key={f.key} label={f.label}>
              {f.value}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : (
        <p className="bo-card-note">이 기록에는 열어 볼 개인정보가 없습니다.</p>
      )}
    </>
  );
}

/** The reason dialog in its 'values' mode, whether it is asking, and the values once opened (`then`: after they came). */
function useOpened(target: Target, then?: () => void) {
  const [asking, setAsking] = useState(false);
  const [opened, setOpened] = useState<RecordOpened | null>(null);
  const dialog = (
    <ReasonDialog
      {...target}
      mode="values"
      open={asking}
      onClose={() => setAsking(false)}
      onOpened={(r) => {
        setOpened(r);
        setAsking(false);
        then?.();
      }}
    />
  );
  return { opened, ask: () => setAsking(true), dialog };
}

/** A detail page's card: masked until 개인정보 보기 and a reason; then the values under it. */
export function PersonalData(target: Target) {
  const { opened, ask, dialog } = useOpened(target);
  return (
    <Card title={<h2 className="bo-card-title">개인정보</h2>} data-personal-data={target.kind}>
      {opened ? (
        <OpenedValues opened={opened} />
      ) : (
        <>
          <p className="bo-card-note">이름·연락처 등은 가려져 있습니다. 업무에 필요할 때만 사유를 적고 여세요. 열 때마다 사유와 함께 감사 기록에 남습니다.</p>
          <Button onClick={ask}>개인정보 보기</Button>
        </>
      )}
      {dialog}
    </Card>
  );
}

/** A table row's button (`label` names the row for screen readers): the reason, then the values in a dialog. */
export function PersonalDataButton({ label, ...target }: Target & { label: string }) {
  const [showing, setShowing] = useState(false);
  const { opened, ask, dialog } = useOpened(target, () => setShowing(true));
  return (
    <>
      <Button size="small" aria-label={label} onClick={() => (opened ? setShowing(true) : ask())}>
        연락처 보기
      </Button>
      {dialog}
      <Modal open={showing && !!opened} title={`${target.id} 개인정보`} onCancel={() => setShowing(false)} footer={<Button onClick={() => setShowing(false)}>닫기</Button>}>
        {opened ? <OpenedValues opened={opened} /> : null}
      </Modal>
    </>
  );
}

/**
 * 개인정보 보기 on a page that shows the opened values in its own fields (the elrcpt detail): the
 * button, the reason dialog in its 'page' mode, then the values by field key (for this page only).
 */
export function OpenRecordButton({ kind, id, onOpened }: Omit<Target, 'what'> & { onOpened(values: Record<string, string>): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>개인정보 보기</Button>
      {open ? (
        <ReasonDialog
          kind={kind}
          id={id}
          mode="page"
          open
          onClose={() => setOpen(false)}
          onOpened={(r) => onOpened(Object.fromEntries(r.fields.map((f) => [f.key, f.value])))}
        />
      ) : null}
    </>
  );
}
