import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Space } from 'antd';
import { ADMIN_ROLE_LABELS, TotpCode } from '@portal/contracts';
import { adminMe } from '../../api/adminMe';
import { adminRecoveryRegenerate } from '../../api/adminRecoveryRegenerate';
import { RecoveryCodes } from '../../lib/recovery-codes';
import { FormFailure, useFormSend, zodRule } from '../../lib/form';

/** /admin/account: who I am in the back office, and new recovery codes (the old ones stop working). */
export default function AdminAccount() {
  const me = adminMe.use();
  const [form] = Form.useForm<{ code: string }>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const send = useFormSend(form, {
    call: adminRecoveryRegenerate.use(),
    input: (v: { code: string }) => ({ body: { code: v.code } }),
    onDone: (r) => {
      setCodes(r.recoveryCodes);
      form.resetFields();
    },
  });
  if (!me.data) return null;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 720 }}>
      <Card title="내 직원 계정">
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="이름">{me.data.name}</Descriptions.Item>
          <Descriptions.Item label="아이디">{me.data.loginId}</Descriptions.Item>
          <Descriptions.Item label="역할">{me.data.roles.map((r) => ADMIN_ROLE_LABELS[r]).join(', ')}</Descriptions.Item>
          <Descriptions.Item label="소속 기관">{me.data.instName ?? '없음 (플랫폼 업무)'}</Descriptions.Item>
          <Descriptions.Item label="남은 복구 코드">{me.data.recoveryCodesLeft}개</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="복구 코드 새로 받기">
        {codes ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Alert type="warning" showIcon message="새 복구 코드는 지금 한 번만 보여 드립니다. 전에 받은 코드는 더 이상 쓸 수 없습니다." />
            <RecoveryCodes codes={codes} label="새 복구 코드" />
          </Space>
        ) : (
          <Form form={form} layout="vertical" onFinish={(v) => void send.submit(v)} scrollToFirstError={{ focus: true }}>
            <p className="bo-card-note">남은 복구 코드가 적거나 잃어버렸다면 새로 받으세요. 인증 앱의 현재 코드가 필요합니다.</p>
            <FormFailure failure={send.failure} />
            <Form.Item label="인증 앱의 6자리 코드" name="code" rules={[zodRule(TotpCode)]}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={send.pending}>
              새 복구 코드 받기
            </Button>
          </Form>
        )}
      </Card>
    </Space>
  );
}
