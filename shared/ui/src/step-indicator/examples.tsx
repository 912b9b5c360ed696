import { componentDoc } from '../showcase/component-doc';
import { StepIndicator } from '.';
import doc from './doc.json';

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

export const stepIndicatorDoc = componentDoc(doc, {
  route: '/components/stepIndicator',
  examples: [
    { id: 'ex-steps-first', name: '첫 단계', state: 'default', Render: First, code: `<StepIndicator steps={['약관 동의', '본인 확인', '정보 입력', '가입 완료']} current={0} label="회원가입 단계" />` },
    { id: 'ex-steps-middle', name: '중간 단계', state: 'filled', Render: Middle, code: `<StepIndicator steps={steps} current={2} label="회원가입 단계" />` },
    { id: 'ex-steps-done', name: '마지막 단계', state: 'success', Render: Done, code: `<StepIndicator steps={steps} current={steps.length - 1} label="회원가입 단계" />` },
  ],
});
