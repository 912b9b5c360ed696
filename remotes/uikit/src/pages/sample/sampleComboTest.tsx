import { useState } from 'react';
import { SampleCombo } from '@portal/contracts';
import { COMBO_EXAMPLE_INSTITUTIONS, Combobox } from '@portal/ui/combobox';
import { FormSection, useZodForm } from '@portal/ui/form';
import { SampleAnswers, SampleForm, SampleFrame, SampleResult } from '../../lib/sample-frame';

const PARTS = [
  { name: 'Combobox (WAI-ARIA 1.2 combobox, 목록 자동완성)', where: '@portal/ui/combobox' },
  { name: 'COMBO_EXAMPLE_INSTITUTIONS (부품의 예시이자 시험 자료)', where: '@portal/ui/combobox' },
  { name: 'ErrorSummary, FormSection, useZodForm', where: '@portal/ui/form' },
  { name: 'SampleCombo', where: '@portal/contracts' },
];

/** /sample/sampleComboTest (issue 35): the portal's combo box choosing one of many institutions and offices by typing. */
export default function SampleComboTestPage() {
  const form = useZodForm<{ institution: string }, SampleCombo>(SampleCombo, { institution: '' });
  const [done, setDone] = useState<SampleCombo | null>(null);
  const picked = COMBO_EXAMPLE_INSTITUTIONS.find((o) => o.value === done?.institution);
  return (
    <SampleFrame
      page="sample-combo"
      title="콤보 상자 견본"
      lead="기관 이름 일부나 초성(예: ㅂㄹㄱㅈ)을 입력하면 맞는 기관이 목록에 나옵니다. 아래 화살표로 목록을 열고 Enter로 고르며, Esc로 목록을 닫습니다."
      parts={PARTS}
    >
      <SampleForm form={form} order={['institution']} onValid={setDone}>
        <FormSection title="상담 기관 선택" id="cmb-inst">
          <Combobox
            id={form.id('institution')}
            label="상담 기관"
            required
            noun="기관"
            options={COMBO_EXAMPLE_INSTITUTIONS}
            value={form.values.institution}
            onValue={(v) => form.set('institution', v)}
            error={form.errors.institution}
            hint="목록에서 골라야 선택됩니다. 입력만 하고 고르지 않으면 확인할 때 안내가 나옵니다."
          />
        </FormSection>
      </SampleForm>
      {picked ? (
        <SampleResult title="고른 기관">
          <SampleAnswers
            answers={[
              ['기관', picked.label],
              ['값', picked.value],
            ]}
          />
        </SampleResult>
      ) : null}
    </SampleFrame>
  );
}
