import { z } from 'zod';
import { Link } from '@portal/router';
import { MBR_TYPE } from '@portal/contracts/client';
import { PageHeading, useZodForm } from '@portal/ui/form';
import type { FormLayout } from '@portal/blocks/form';
import { joinState } from '../../lib';
import { StepForm } from '../../lib/StepForm';

type Values = { mbrTypeCd: '' | '01' | '02' };
const JoinType = z.object({ mbrTypeCd: z.enum([MBR_TYPE.PERSON, MBR_TYPE.FOREIGNER], { error: '회원 유형을 선택해 주세요.' }) });

const layout: FormLayout<Values> = {
  sections: [
    {
      id: 'join-type',
      fields: [
        {
          kind: 'radio',
          name: 'mbrTypeCd',
          legend: '회원 유형',
          required: true,
          variant: 'cards',
          options: [
            { value: MBR_TYPE.PERSON, label: '일반회원', description: '만 14세 이상 내국인' },
            { value: MBR_TYPE.FOREIGNER, label: '외국인회원', description: '국내에 거주하는 등록 외국인 (본인 명의 휴대전화)' },
          ],
        },
      ],
    },
  ],
};

/** /join: what membership gives, and the member type (일반회원 / 외국인회원). */
export default function Join() {
  const form = useZodForm(JoinType, (): Values => ({ mbrTypeCd: joinState.get().mbrTypeCd ?? '' }));
  return (
    <div className="mb-page" data-page="join">
      <PageHeading title="회원가입" lead="회원이 되시면 상담 예약과 법률구조 신청을 더 쉽게 하고, 진행 상황을 마이페이지에서 한곳에 모아 보실 수 있습니다." />
      <div className="fm-card">
        <h2>회원이 되시면</h2>
        <ul className="fm-list">
          <li>사이버·전화·방문 상담을 예약하고, 예약한 내용을 바꾸거나 취소할 수 있습니다.</li>
          <li>법률구조를 온라인으로 신청하고, 처리 상황과 결과를 확인할 수 있습니다.</li>
          <li>신청할 때마다 이름과 연락처를 다시 입력하지 않아도 됩니다.</li>
          <li>원하시면 진행 상황을 문자나 전자우편으로 알려 드립니다.</li>
        </ul>
        <p className="fm-hint" style={{ marginTop: 12 }}>
          가입하지 않아도 <Link to="/login/gst/agreement">비회원 로그인</Link>(이름과 휴대전화 본인확인)으로 상담을 예약하고 신청할 수 있습니다.
        </p>
      </div>
      <StepForm
        form={form}
        layout={layout}
        style={{ marginTop: 24 }}
        next={(d) => joinState.set({ mbrTypeCd: d.mbrTypeCd })}
        to="/join/agreement"
        submitLabel="다음"
      />
    </div>
  );
}
