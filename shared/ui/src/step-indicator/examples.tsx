import type { ComponentDoc } from '../showcase/types';
import { StepIndicator } from '.';

const steps = ['약관 동의', '본인 확인', '정보 입력', '가입 완료'];

function First() {
  return <StepIndicator steps={steps} current={0} label="회원가입 단계" />;
}

function Middle() {
  return <StepIndicator steps={steps} current={2} label="회원가입 진행 단계" />;
}

function Done() {
  return <StepIndicator steps={steps} current={3} label="회원가입 완료 단계" />;
}

export const stepIndicatorDoc: ComponentDoc = {
  route: '/components/stepIndicator',
  title: '단계 표시기',
  summary: '여러 화면에 걸친 절차에서 지금 몇 번째 단계인지 보여 줍니다. 지난 단계는 완료, 지금 단계는 현재로 표시합니다.',
  importLine: "import { StepIndicator } from '@portal/ui/form';",
  uses: ['StepIndicator'],
  examples: [
    { id: 'ex-steps-first', name: '첫 단계', state: 'default', Render: First, code: `<StepIndicator steps={['약관 동의', '본인 확인', '정보 입력', '가입 완료']} current={0} label="회원가입 단계" />` },
    { id: 'ex-steps-middle', name: '중간 단계', state: 'filled', Render: Middle, code: `<StepIndicator steps={steps} current={2} label="회원가입 단계" />` },
    { id: 'ex-steps-done', name: '마지막 단계', state: 'success', Render: Done, code: `<StepIndicator steps={steps} current={steps.length - 1} label="회원가입 단계" />` },
  ],
  props: [
    { name: 'steps', type: 'string[]', required: true, description: '단계 이름(순서대로).' },
    { name: 'current', type: 'number', required: true, description: '지금 단계의 번호(0부터).' },
    { name: 'label', type: 'string', required: true, description: '목록의 이름(aria-label). 한 화면에 여러 개면 서로 달라야 합니다.' },
  ],
  a11y: {
    keyboard: ['읽기만 하는 요소라 초점을 받지 않습니다.'],
    roles: ['ol에 aria-label, 지금 단계에 aria-current="step"', '번호 원은 aria-hidden, 숨은 글자로 "n단계"와 "(완료)"'],
    screenReader: ['"회원가입 단계, 목록 4개 항목, 1단계 약관 동의 (완료) … 3단계 정보 입력, 현재 단계"처럼 읽습니다.'],
  },
};
