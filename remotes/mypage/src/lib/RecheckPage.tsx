import { useLocation, useNavigate } from '@portal/router';
import { httpErrorSentence } from '@portal/http';
import { PasswordRecheck } from '@portal/contracts';
import { useSession } from '@portal/session';
import { PageHeading, loginHref, serverFieldErrors, useZodForm } from '@portal/ui/form';
import { FormFields, SubmitForm, fieldOrder, useSubmit, type FormLayout, SubmitActions } from '@portal/blocks/form';
import { currentPasswordField, usePasswordWait } from '@portal/blocks/account';
import { myRecheck } from '../api/myRecheck';
import { PageNotice } from './PageNotice';

type Values = { password: string };

/** /my/info/check and /my/pswd/check: the password again (myRecheck), then on to `next`. */
export function RecheckPage({ title, next, lead }: { title: string; next: string; lead: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const auth = useSession((s) => s.auth);
  const form = useZodForm(PasswordRecheck, (): Values => ({ password: '' }));
  const wait = usePasswordWait();
  const submit = useSubmit({
    form,
    send: (body) => myRecheck.run(null, { body }),
    onDone: () => navigate(next, { replace: true }),
    blocked: wait.blocked,
    refused: (r) => {
      if (serverFieldErrors(r.error)) return undefined;
      const waiting = wait.tooMany(r);
      if (waiting) return waiting;
      if (r.status === 401 && !auth.authenticated) {
        navigate(loginHref(location.pathname), { replace: true });
        return 'handled';
      }
      if (r.status === 401) return { fields: { password: r.body.message || '비밀번호가 맞지 않습니다. 다시 입력해 주세요.' } };
      return { fields: { password: r.body.message || httpErrorSentence(r.error) } };
    },
  });
  const layout: FormLayout<Values> = {
    sections: [
      {
        id: 'recheck',
        fields: [
          ...(auth.memberId
            ? [
                {
                  kind: 'static' as const,
                  id: 'member-id',
                  content: (
                    <p>
                      아이디: <strong>{auth.memberId}</strong>
                    </p>
                  ),
                },
              ]
            : []),
          currentPasswordField<Values>('password', '현재 비밀번호'),
        ],
      },
    ],
  };

  return (
    <div className="mb-page" data-page="my-recheck">
      <PageHeading title={title} lead={lead} />
      <PageNotice tone="warning" text={notice} />
      <SubmitForm form={form} submit={submit} order={fieldOrder(layout)}>
        <FormFields layout={layout} form={form} />
        <SubmitActions pending={submit.pending} disabled={wait.waitLeft > 0} label={wait.waitLeft > 0 ? `${wait.waitLeft}초 뒤에 확인할 수 있습니다` : '확인'} />
      </SubmitForm>
    </div>
  );
}
