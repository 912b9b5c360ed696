// 개인정보 보기: staff pages show personal data masked (홍*동, 010-****-5678); when the work needs the
// real values, the staff member writes why, the server records the opening with that reason and
// answers this one record's values. They are shown while the page stays open and kept nowhere else
// (not in the query cache, not in storage): leaving the page forgets them.
import { useId, useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Modal } from 'antd';
import { RECORD_OPEN_REASON_MAX, RecordOpen, type RecordKind, type RecordOpened } from '@portal/contracts';
import { fmtDateTime } from '@portal/ui/format';
import { adminRecordOpen } from '../api/adminRecordOpen';
import { FormFailure, useFormSend, zodRule } from './form';

interface Target {
  kind: RecordKind;
  id: string;
  /** Whose data, for the dialog: '이 사이버상담 신청인'. */
  what: string;
}

/** The reason dialog: the reason (the contract's rule), then the one send; the values go to `onOpened`. */
function ReasonDialog({ kind, id, what, open, onClose, onOpened }: Target & { open: boolean; onClose(): void; onOpened(r: RecordOpened): void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const titleId = useId();
  const send = useFormSend(form, {
    call: adminRecordOpen.use(),
    input: (v: { reason: string }) => ({ body: { kind, id, reason: v.reason } }),
    onDone: onOpened,
  });
  return (
    <Modal
      open={open}
      title={<span id={titleId}>개인정보를 여는 사유</span>}
      okText="사유를 남기고 보기"
      cancelText="닫기"
      confirmLoading={send.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      aria-labelledby={titleId}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void send.submit(v)}>
        <p>
          {what}의 가려진 개인정보를 엽니다. 사유는 감사 기록에 남고 기관 관리자가 봅니다. 시민의 개인정보가 아니라 하려는 업무를 적어 주세요.
        </p>
        <FormFailure failure={send.failure} />
        <Form.Item label="사유" name="reason" rules={[zodRule(RecordOpen.shape.reason)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={RECORD_OPEN_REASON_MAX} showCount placeholder="예: 답변 전 연락처 확인 전화" />
        </Form.Item>
      </Form>
    </Modal>
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

/** A detail page's card: masked until 개인정보 보기 and a reason; then the values under it. */
export function PersonalData(target: Target) {
  const [asking, setAsking] = useState(false);
  const [opened, setOpened] = useState<RecordOpened | null>(null);
  return (
    <Card title={<h2 className="bo-card-title">개인정보</h2>} data-personal-data={target.kind}>
      {opened ? (
        <OpenedValues opened={opened} />
      ) : (
        <>
          <p className="bo-card-note">이름·연락처 등은 가려져 있습니다. 업무에 필요할 때만 사유를 적고 여세요. 열 때마다 사유와 함께 감사 기록에 남습니다.</p>
          <Button onClick={() => setAsking(true)}>개인정보 보기</Button>
        </>
      )}
      <ReasonDialog
        {...target}
        open={asking}
        onClose={() => setAsking(false)}
        onOpened={(r) => {
          setOpened(r);
          setAsking(false);
        }}
      />
    </Card>
  );
}

/** A table row's button (`label` names the row for screen readers): the reason, then the values in a dialog. */
export function PersonalDataButton({ label, ...target }: Target & { label: string }) {
  const [asking, setAsking] = useState(false);
  const [opened, setOpened] = useState<RecordOpened | null>(null);
  const [showing, setShowing] = useState(false);
  return (
    <>
      <Button size="small" aria-label={label} onClick={() => (opened ? setShowing(true) : setAsking(true))}>
        연락처 보기
      </Button>
      <ReasonDialog
        {...target}
        open={asking}
        onClose={() => setAsking(false)}
        onOpened={(r) => {
          setOpened(r);
          setAsking(false);
          setShowing(true);
        }}
      />
      <Modal open={showing && !!opened} title={`${target.id} 개인정보`} onCancel={() => setShowing(false)} footer={<Button onClick={() => setShowing(false)}>닫기</Button>}>
        {opened ? <OpenedValues opened={opened} /> : null}
      </Modal>
    </>
  );
}
