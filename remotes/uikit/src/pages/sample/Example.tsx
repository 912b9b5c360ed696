import { useState } from 'react';
import { SAMPLE_TOPICS, SAMPLE_TOPIC_LABELS, SampleContact } from '@portal/contracts';
import { Button, Notice, StepIndicator, useZodForm } from '@portal/ui/form';
import type { FormLayout } from '@portal/blocks/form';
import { SampleAnswers, SampleFrame, SampleLayoutForm, SampleResult } from '../../lib/sample-frame';

interface Values extends Record<string, unknown> {
  name: string;
  mobileNo: string;
  email: string;
  homepage: string;
  topic: string;
  consent: boolean;
}

/** The form as data: the same engine draws the application and document forms of the portal. */
const LAYOUT: FormLayout<Values> = {
  sections: [
    {
      id: 'ex-who',
      title: '신청인',
      description: '연락받을 수 있는 정보를 적어 주세요.',
      fields: [
        { kind: 'text', name: 'name', label: '이름', required: true, autoComplete: 'name', maxLength: 50 },
        { kind: 'tel', name: 'mobileNo', label: '휴대전화 번호', required: true, autoComplete: 'tel', inputMode: 'tel', hint: '예: 010-1234-5678' },
        { kind: 'email', name: 'email', label: '전자우편 주소', required: true, autoComplete: 'email', hint: '예: hong@example.kr' },
        { kind: 'text', name: 'homepage', label: '누리집 주소', optional: true, autoComplete: 'url', inputMode: 'text', hint: '예: https://www.example.kr' },
      ],
    },
    {
      id: 'ex-what',
      title: '상담 내용',
      fields: [
        { kind: 'radio', name: 'topic', legend: '상담 분야', required: true, variant: 'cards', options: SAMPLE_TOPICS.map((t) => ({ value: t, label: SAMPLE_TOPIC_LABELS[t] })) },
        { kind: 'checkbox', name: 'consent', label: '개인정보 수집·이용에 동의합니다', required: true, hint: '이름, 연락처를 상담 연락에만 쓰고 상담이 끝나면 3년 뒤 지웁니다(견본 문구).' },
      ],
    },
  ],
};

const STEPS = ['입력', '확인', '완료'];

const PARTS = [
  { name: 'FormFields, fieldOrder, FormLayout (양식을 데이터로)', where: '@portal/blocks/form' },
  { name: 'StepIndicator, Notice, Button, ErrorSummary, useZodForm', where: '@portal/ui/form' },
  { name: 'SampleContact', where: '@portal/contracts' },
];

/**
 * /sample/Example (issue 35): one whole screen the way the portal builds one — a step indicator, a
 * form described by data and drawn by the form engine, the schema's Korean messages with the error
 * summary, a review step and the finished state. Nothing is sent.
 */
export default function ExamplePage() {
  const form = useZodForm<Values, SampleContact>(SampleContact, { name: '', mobileNo: '', email: '', homepage: '', topic: '', consent: false });
  const [review, setReview] = useState<SampleContact | null>(null);
  const [step, setStep] = useState(0);
  return (
    <SampleFrame page="sample-example" title="화면 구성 예시" lead="포털의 한 화면이 어떻게 이루어지는지 보여 주는 예시입니다. 입력하고 확인한 뒤 완료까지 가 보세요. 아무것도 보내지 않습니다." parts={PARTS}>
      <StepIndicator steps={STEPS} current={step} label="신청 단계" />
      {step === 0 ? (
        <SampleLayoutForm
          layout={LAYOUT}
          form={form}
          label="다음"
          onValid={(v) => {
            if (!v) return;
            setReview(v);
            setStep(1);
          }}
        />
      ) : step === 1 && review ? (
        <SampleResult title="입력한 내용을 확인해 주세요" focus>
          <SampleAnswers
            answers={[
              ['이름', review.name],
              ['휴대전화 번호', review.mobileNo],
              ['전자우편 주소', review.email],
              ['상담 분야', SAMPLE_TOPIC_LABELS[review.topic]],
            ]}
          />
          <div className="fm-actions">
            <Button onClick={() => setStep(2)}>신청하기</Button>
            <Button variant="secondary" onClick={() => setStep(0)}>
              고치기
            </Button>
          </div>
        </SampleResult>
      ) : (
        <Notice tone="success" role="status" focusOnMount>
          <p>
            <strong>예시 신청을 마쳤습니다.</strong> 실제 화면이라면 접수번호와 다음 할 일이 여기에 나옵니다.
          </p>
          <div className="fm-actions">
            <Button
              variant="secondary"
              onClick={() => {
                form.setValues({ name: '', mobileNo: '', email: '', homepage: '', topic: '', consent: false });
                setReview(null);
                setStep(0);
              }}
            >
              처음부터 다시 하기
            </Button>
          </div>
        </Notice>
      )}
    </SampleFrame>
  );
}
