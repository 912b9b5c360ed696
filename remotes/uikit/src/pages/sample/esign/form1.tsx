import { useState } from 'react';
import { SIGN_LINE_MAX, SIGN_TITLE_MAX, SignDocument } from '@portal/contracts';
import { FormSection, TextField, issuesToErrors, useRefusals, type FieldErrors } from '@portal/ui/form';
import { EsignSamplePage, EsignSignForm, useEsignSample, type Provider } from '../../../lib/esign-sample';

const ID = { title: 'es1-title', body: 'es1-body', provider: 'es1-provider' } as const;
const idOf = (name: string) => (name.startsWith('document.title') ? ID.title : name.startsWith('document.lines') ? ID.body : ID.provider);

/** A sample's first text: what a person might sign. */
const EXAMPLE = { title: '견본 확인서', body: '본인은 위 내용을 확인하였으며, 이 문서에 전자서명합니다.\n확인일: 서명한 날' };

/**
 * /sample/esign/form1 (issue 35): signing a document with a 간편인증 app — the content to sign, the
 * app, the request pushed, the wait (status announced, countdown, the sandbox's approve or cancel),
 * then the content hash, the signature and the server's check. The same request and calls as the
 * application's 전자서명 후 신청, without an application.
 */
export default function EsignForm1Page() {
  return (
    <EsignSamplePage
      page="sample-esign-form1"
      title="전자서명 견본 1: 문서에 서명하기"
      lead="서명할 문서를 적고 인증 앱을 고르면 서명 요청이 갑니다. 앱에서 승인하면 서명 값과 내용 확인값(SHA-256)을 보여 주고, 서버가 서명을 검증합니다. 신청서의 전자서명과 같은 방식입니다."
    >
      {() => <Form1 />}
    </EsignSamplePage>
  );
}

function Form1() {
  const esign = useEsignSample();
  const [title, setTitle] = useState(EXAMPLE.title);
  const [body, setBody] = useState(EXAMPLE.body);
  const [provider, setProvider] = useState<Provider | ''>('');
  const refusals = useRefusals();
  const { errors, refuse, clear } = refusals;

  const submit = async () => {
    const document = { title, lines: body.split('\n').filter((l) => l.trim()) };
    const parsed = SignDocument.safeParse(document);
    const errs: FieldErrors = parsed.success ? {} : issuesToErrors(parsed.error.issues.map((i) => ({ ...i, path: i.path[0] === 'lines' ? ['document.lines'] : ['document.title'] })));
    if (!provider) errs.provider = '전자서명에 쓸 앱을 골라 주세요.';
    if (Object.keys(errs).length || !parsed.success || !provider) return refuse(errs);
    clear();
    const server = await esign.request(provider, parsed.data);
    if (server) refuse(Object.fromEntries(Object.entries(server).map(([k, v]) => [k.startsWith('document.lines') ? 'document.lines' : k, v])));
  };

  return (
    <EsignSignForm
      esign={esign}
      onSubmit={submit}
      refusals={refusals}
      idOf={idOf}
      order={['document.title', 'document.lines', 'provider']}
      provider={{ id: ID.provider, section: 'es1-app', value: provider, onValue: setProvider }}
      label="서명 요청"
    >
      <FormSection title="서명할 문서" id="es1-doc" description="제목과 내용 전체가 서명됩니다. 내용은 줄마다 나뉘어 서명되며, 빈 줄은 빠집니다. 서명한 뒤 한 글자라도 바꾸면 검증에 실패합니다.">
        <TextField id={ID.title} label="문서 제목" required value={title} onValue={setTitle} maxLength={SIGN_TITLE_MAX} error={errors['document.title']} />
        <TextField
          id={ID.body}
          label="서명할 내용"
          required
          multiline
          value={body}
          onValue={setBody}
          hint={`한 줄에 ${SIGN_LINE_MAX}자까지, 20줄까지 적을 수 있습니다.`}
          error={errors['document.lines']}
        />
      </FormSection>
    </EsignSignForm>
  );
}
