import { z } from 'zod';
import { useLocation } from '@portal/router';
import { PageHeading, useZodForm } from '@portal/ui/form';
import type { FormLayout } from '@portal/blocks/form';
import { guestAgreement } from '../../../lib';
import { StepForm } from '../../../lib/StepForm';

type Values = { agree: boolean };
const GuestConsent = z.object({ agree: z.literal(true, { error: '비회원 개인정보 수집·이용에 동의해 주세요.' }) });
const layout: FormLayout<Values> = {
  sections: [{ id: 'gst-agree', fields: [{ kind: 'checkbox', name: 'agree', label: '비회원 개인정보 수집·이용에 동의합니다', required: true }] }],
};

/** /login/gst/agreement: what a guest can do, which data is kept how long, and consent. */
export default function LoginGstAgreement() {
  const { search } = useLocation();
  const form = useZodForm(GuestConsent, (): Values => ({ agree: guestAgreement.get() }));
  return (
    <div className="mb-page" data-page="login-gst-agreement">
      <PageHeading title="비회원 개인정보 수집·이용 동의" lead="회원가입 없이 이름과 휴대전화 본인확인으로 이용하실 수 있습니다." />
      <div className="fm-card">
        <h2>비회원으로 할 수 있는 일</h2>
        <ul className="fm-list">
          <li>상담을 예약하고 법률구조를 신청할 수 있습니다.</li>
          <li>같은 이름과 휴대전화로 다시 본인확인하면 내가 예약하고 신청한 내용만 볼 수 있습니다.</li>
          <li>회원 전용 기능(알림 받기, 내 정보 관리)은 쓸 수 없습니다.</li>
        </ul>
      </div>
      <div className="fm-card">
        <h2>수집하는 개인정보와 보관 기간</h2>
        <dl className="fm-dl">
          <dt>수집 항목</dt>
          <dd>이름, 생년월일, 휴대전화 번호, 본인확인 결과(개인 식별 값)</dd>
          <dt>이용 목적</dt>
          <dd>비회원 본인확인, 상담 예약과 법률구조 신청의 처리와 결과 안내</dd>
          <dt>보관 기간</dt>
          <dd>상담·신청 기록은 관계 법령에 따른 기간(최대 5년) 동안, 그 밖의 정보는 로그인을 마친 뒤 바로 지웁니다.</dd>
        </dl>
        <p className="fm-hint" style={{ marginTop: 12 }}>
          동의하지 않으실 수 있으나, 동의하지 않으면 비회원으로 이용할 수 없습니다.
        </p>
      </div>
      <StepForm
        form={form}
        layout={layout}
        style={{ marginTop: 24 }}
        next={() => guestAgreement.set(true)}
        to={`/login/gst${search}`}
        submitLabel="동의하고 본인확인"
      />
    </div>
  );
}
