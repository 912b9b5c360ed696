import { z } from 'zod';
import { useNavigate } from '@portal/router';
import type { TermsItem } from '@portal/contracts';
import { Spinner } from '@portal/ui';
import { Button, LoadError, useZodForm } from '@portal/ui/form';
import type { FormLayout } from '@portal/blocks/form';
import { joinTerms } from '../../api/joinTerms';
import { joinState, type JoinState } from '../../lib';
import { JoinStep } from '../../lib/JoinStep';
import { StepForm } from '../../lib/StepForm';

type Agreements = NonNullable<JoinState['agreements']>;
type TermsId = keyof Agreements;

const EMPTY: Agreements = { TERMS: false, PRIVACY_REQUIRED: false, PRIVACY_OPTIONAL: false, AGE14: false };
const AgreementValues = z.object({ TERMS: z.boolean(), PRIVACY_REQUIRED: z.boolean(), PRIVACY_OPTIONAL: z.boolean(), AGE14: z.boolean() });
const MISSING: Record<TermsId, string> = {
  TERMS: '이용약관에 동의해 주세요.',
  PRIVACY_REQUIRED: '개인정보 수집·이용(필수)에 동의해 주세요.',
  PRIVACY_OPTIONAL: '',
  AGE14: '만 14세 이상인지 확인해 주세요.',
};
/** The server's titles may end in '(필수)'/'(선택)'; the messages add none. */
const bare = (title: string) => title.replace(/\s*\((필수|선택)\)\s*$/, '');

const layout = (list: TermsItem[]): FormLayout<Agreements> => ({
  sections: [
    {
      id: 'join-agree',
      fields: [
        {
          kind: 'check-all',
          id: 'join-agree-all',
          className: 'fm-check--all',
          label: '전체 동의 (선택 항목 포함)',
          hint: '전체 동의를 누르면 아래의 필수와 선택 항목에 모두 동의합니다. 선택 항목은 동의하지 않아도 가입할 수 있습니다.',
          of: list.map((t) => t.termsId),
        },
        ...list.map(
          (t) =>
            ({
              kind: 'consent',
              name: t.termsId,
              data: t.termsId,
              title: t.title,
              required: t.required,
              meta: `${t.version && t.version !== t.effectiveDate ? `${t.version} · ` : ''}시행일 ${t.effectiveDate}`,
              body: t.body,
            }) as const,
        ),
      ],
    },
  ],
});

function AgreementForm({ list }: { list: TermsItem[] }) {
  const navigate = useNavigate();
  const form = useZodForm(AgreementValues, (): Agreements => ({ ...EMPTY, ...joinState.get().agreements }));
  return (
    <StepForm
      form={form}
      layout={layout(list)}
      check={(v) => Object.fromEntries(list.map((t) => [t.termsId, t.required && !v[t.termsId] ? MISSING[t.termsId] || `${bare(t.title)}에 동의해 주세요.` : undefined]))}
      next={(agreements) => joinState.set({ agreements })}
      to="/join/identify"
      submitLabel="다음"
      before={
        <Button variant="secondary" onClick={() => navigate('/join')}>
          이전
        </Button>
      }
    />
  );
}

/** /join/agreement: the four items with their full texts, 전체 동의, continue with the required ones. */
export default function JoinAgreement() {
  return (
    <JoinStep step={0}>
      <Terms />
    </JoinStep>
  );
}

function Terms() {
  const terms = joinTerms.use();
  if (terms.isPending) return <Spinner label="약관을 불러오는 중입니다" />;
  if (terms.isError) return <LoadError what="약관을" retry={() => void terms.refetch()} />;
  return <AgreementForm list={terms.data} />;
}
