import type { ReactNode } from 'react';
import { z } from 'zod';
import { LoginId } from '@portal/contracts';
import { useZodForm } from '@portal/ui/form';
import { StepForm } from './StepForm';

const IdForm = z.object({ loginId: LoginId });

/** The ID a flow is about (비밀번호 찾기, 휴면 해제), checked by the contract's rule, then `next`. */
export function LoginIdStep({ label, hint, initial = '', next }: { label: string; hint?: ReactNode; initial?: string; next(loginId: string): void }) {
  const form = useZodForm(IdForm, { loginId: initial });
  return (
    <StepForm
      form={form}
      next={(d) => next(d.loginId)}
      layout={{
        sections: [
          {
            id: 'login-id',
            fields: [{ kind: 'text', name: 'loginId', label, required: true, autoComplete: 'username', autoCapitalize: 'off', maxLength: 20, hint }],
          },
        ],
      }}
      submitLabel="다음"
    />
  );
}
