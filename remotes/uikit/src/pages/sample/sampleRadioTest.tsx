import { useState } from 'react';
import { SAMPLE_TIMES, SAMPLE_TIME_LABELS, SAMPLE_WAYS, SAMPLE_WAY_LABELS, SampleRadios } from '@portal/contracts';
import { useZodForm } from '@portal/ui/form';
import type { FormLayout } from '@portal/blocks/form';
import { SampleAnswers, SampleFrame, SampleLayoutForm, SampleResult } from '../../lib/sample-frame';

interface Values extends Record<string, unknown> {
  way: string;
  time: string;
}

const LAYOUT: FormLayout<Values> = {
  sections: [
    {
      id: 'rd-choice',
      title: '상담 예약 조건',
      fields: [
        {
          kind: 'radio',
          name: 'way',
          legend: '상담 방법',
          required: true,
          variant: 'cards',
          options: SAMPLE_WAYS.map((w) => ({ value: w, label: SAMPLE_WAY_LABELS[w], description: w === 'VISIT' ? '가까운 상담소에 갑니다' : w === 'VIDEO' ? '영상 통화로 만납니다' : '정한 시간에 전화가 옵니다' })),
        },
        { kind: 'radio', name: 'time', legend: '상담 시간대', required: true, variant: 'inline', options: SAMPLE_TIMES.map((t) => ({ value: t, label: SAMPLE_TIME_LABELS[t] })) },
      ],
    },
  ],
};

const PARTS = [
  { name: 'FormFields (radio: stack, inline, cards)', where: '@portal/blocks/form' },
  { name: 'RadioGroup, ErrorSummary, useZodForm', where: '@portal/ui/form' },
  { name: 'SampleRadios', where: '@portal/contracts' },
];

/** /sample/sampleRadioTest (issue 35): native radio groups in fieldsets (arrow keys move within a group). */
export default function SampleRadioTestPage() {
  const form = useZodForm<Values, SampleRadios>(SampleRadios, { way: '', time: '' });
  const [done, setDone] = useState<SampleRadios | null>(null);
  return (
    <SampleFrame
      page="sample-radio"
      title="라디오 버튼 견본"
      lead="Tab으로 묶음에 들어가고 화살표 키로 고릅니다. 고르지 않고 확인하면 오류 요약이 나옵니다."
      parts={PARTS}
    >
      <SampleLayoutForm layout={LAYOUT} form={form} onValid={setDone} />
      {done ? (
        <SampleResult title="고른 조건">
          <SampleAnswers
            answers={[
              ['상담 방법', SAMPLE_WAY_LABELS[done.way]],
              ['상담 시간대', SAMPLE_TIME_LABELS[done.time]],
            ]}
          />
        </SampleResult>
      ) : null}
    </SampleFrame>
  );
}
