import { useState } from 'react';
import { SAMPLE_CHANNELS, SAMPLE_CHANNEL_LABELS, SampleCheckboxes } from '@portal/contracts';
import { useZodForm } from '@portal/ui/form';
import type { FormLayout } from '@portal/blocks/form';
import { SampleAnswers, SampleFrame, SampleLayoutForm, SampleResult } from '../../lib/sample-frame';

interface Values extends Record<string, unknown> {
  agreeTerms: boolean;
  agreePrivacy: boolean;
  agreeNews: boolean;
  channels: string[];
}

const LAYOUT: FormLayout<Values> = {
  sections: [
    {
      id: 'cb-consent',
      title: '약관 동의',
      description: '전체 동의는 아래 세 항목을 한 번에 체크하거나 해제합니다. 하나씩 골라도 됩니다.',
      fields: [
        { kind: 'check-all', id: 'cb-all', label: '전체 동의합니다', of: ['agreeTerms', 'agreePrivacy', 'agreeNews'] },
        { kind: 'checkbox', name: 'agreeTerms', label: '이용약관에 동의합니다', required: true },
        { kind: 'checkbox', name: 'agreePrivacy', label: '개인정보 수집·이용에 동의합니다', required: true },
        { kind: 'checkbox', name: 'agreeNews', label: '법률 정보 소식 받기에 동의합니다', optional: true, hint: '동의하지 않아도 서비스를 이용할 수 있습니다.' },
      ],
    },
    {
      id: 'cb-channels',
      title: '결과 알림',
      fields: [{ kind: 'checkboxes', name: 'channels', legend: '결과를 받을 방법', required: true, hint: '여러 개를 고를 수 있습니다.', options: SAMPLE_CHANNELS.map((c) => ({ value: c, label: SAMPLE_CHANNEL_LABELS[c] })) }],
    },
  ],
};

const PARTS = [
  { name: 'FormFields (checkbox, checkboxes, check-all)', where: '@portal/blocks/form' },
  { name: 'CheckboxField, CheckboxGroup, ErrorSummary, useZodForm', where: '@portal/ui/form' },
  { name: 'SampleCheckboxes', where: '@portal/contracts' },
];

/** /sample/sampleCheckboxTest (issue 35): the portal's checkboxes as a real form draws them, with 전체 동의 and the required ones refused by the schema. */
export default function SampleCheckboxTestPage() {
  const form = useZodForm<Values, SampleCheckboxes>(SampleCheckboxes, { agreeTerms: false, agreePrivacy: false, agreeNews: false, channels: [] });
  const [done, setDone] = useState<SampleCheckboxes | null>(null);
  return (
    <SampleFrame
      page="sample-checkbox"
      title="체크박스 견본"
      lead="포털의 체크박스를 키보드로 조작해 보세요. Tab으로 옮기고 Space로 체크합니다. 필수 항목을 빼고 확인하면 오류 요약이 나옵니다."
      parts={PARTS}
    >
      <SampleLayoutForm layout={LAYOUT} form={form} onValid={setDone} />
      {done ? (
        <SampleResult title="모든 조건을 갖추었습니다">
          <SampleAnswers
            answers={[
              ['선택 동의', done.agreeNews ? '동의함' : '동의하지 않음'],
              ['결과 알림', done.channels.map((c) => SAMPLE_CHANNEL_LABELS[c]).join(', ')],
            ]}
          />
        </SampleResult>
      ) : null}
    </SampleFrame>
  );
}
