import { useEffect, useState } from 'react';
import { SignDocument as SignDocumentSchema, SignatureValue, type SignDocument, type SignVerifyResult } from '@portal/contracts';
import { httpErrorSentence } from '@portal/http';
import { Button, CheckboxField, ErrorSummary, FormSection, Notice, TextField, serverFieldErrors, submitWith, useRefusals, type FieldErrors } from '@portal/ui/form';
import { esignVerify } from '../../../api/esignVerify';
import { EsignSamplePage, EsignSignForm, useEsignSample, type Provider } from '../../../lib/esign-sample';
import { SampleResult } from '../../../lib/sample-frame';

const TITLE = '견본 동의서';
const ITEMS = [
  { key: 'terms', label: '서비스 이용약관에 동의합니다.', required: true },
  { key: 'personal', label: '개인정보 수집·이용에 동의합니다.', required: true },
  { key: 'notice', label: '처리 결과를 문자로 받는 데 동의합니다.', required: false },
] as const;
type ItemKey = (typeof ITEMS)[number]['key'];

const ID = { name: 'es2-name', provider: 'es2-provider', ...Object.fromEntries(ITEMS.map((i) => [i.key, `es2-${i.key}`])) } as Record<string, string>;
const VID = { content: 'es2-v-content', signature: 'es2-v-signature' };

/** The consent as signed: one line per field (the signer, each item agreed or not). */
const linesOf = (name: string, agreed: Record<ItemKey, boolean>) => [`서명인: ${name.trim()}`, ...ITEMS.map((i) => `${i.label.replace(/합니다\.$/, '')}: ${agreed[i.key] ? '동의함' : '동의하지 않음'}`)];

/**
 * /sample/esign/form2 (issue 35): a consent of several items signed as one document (the signer's
 * name, two required items and one optional), then the verification of a signature: the content and
 * the signature value as someone pasted them, valid or not with the reason in Korean.
 */
export default function EsignForm2Page() {
  return (
    <EsignSamplePage
      page="sample-esign-form2"
      title="전자서명 견본 2: 여러 항목 동의서와 서명 검증"
      lead="이름과 동의 항목 여러 개를 한 문서로 서명합니다. 서명한 뒤에는 내용과 서명 값을 붙여 넣어 서명이 맞는지 검증해 볼 수 있습니다. 내용을 한 글자라도 바꾸면 검증에 실패합니다."
    >
      {() => <Form2 />}
    </EsignSamplePage>
  );
}

function Form2() {
  const esign = useEsignSample();
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState<Record<ItemKey, boolean>>({ terms: false, personal: false, notice: false });
  const [provider, setProvider] = useState<Provider | ''>('');
  const refusals = useRefusals();
  const { errors, refuse, clear } = refusals;

  const submit = async () => {
    const errs: FieldErrors = {};
    const n = name.trim();
    if (!n) errs.name = '서명인 이름을 입력해 주세요.';
    else if (n.length < 2 || n.length > 20) errs.name = '서명인 이름은 2자 이상 20자 이하로 입력해 주세요.';
    for (const i of ITEMS) if (i.required && !agreed[i.key]) errs[i.key] = `${i.label.replace(/에 동의합니다\.$/, '')}에 동의해 주세요. 필수 항목입니다.`;
    if (!provider) errs.provider = '전자서명에 쓸 앱을 골라 주세요.';
    if (Object.keys(errs).length || !provider) return refuse(errs);
    clear();
    const server = await esign.request(provider, { title: TITLE, lines: linesOf(n, agreed) });
    if (server) refuse({ name: Object.values(server)[0] ?? '입력한 내용을 확인해 주세요.' });
  };

  return (
    <>
      <EsignSignForm
        esign={esign}
        onSubmit={submit}
        refusals={refusals}
        idOf={(k) => ID[k] ?? ID.name!}
        order={['name', ...ITEMS.map((i) => i.key), 'provider']}
        provider={{ id: ID.provider!, section: 'es2-app', value: provider, onValue: setProvider }}
        label="동의서 서명 요청"
      >
        <FormSection title={TITLE} id="es2-consent" description="이름과 각 항목의 동의 여부가 한 문서로 서명됩니다.">
          <TextField id={ID.name!} label="서명인 이름" required value={name} onValue={setName} autoComplete="name" maxLength={20} error={errors.name} />
          {ITEMS.map((i) => (
            <CheckboxField
              key={i.key}
              id={ID[i.key]!}
              label={i.label}
              required={i.required}
              optional={!i.required}
              checked={agreed[i.key]}
              onValue={(v) => setAgreed((a) => ({ ...a, [i.key]: v }))}
              error={errors[i.key]}
            />
          ))}
        </FormSection>
      </EsignSignForm>
      <VerifyForm signed={esign.sign?.state === 'SIGNED' && esign.doc && esign.sign.signature ? { doc: esign.doc, signature: esign.sign.signature } : null} />
    </>
  );
}

/** The document as the verify form's text: the title on the first line, then its lines. */
const textOf = (d: SignDocument) => [d.title, ...d.lines].join('\n');

/** Verifying a signature someone pasted: the content (title, then lines) and the signature value. */
function VerifyForm({ signed }: { signed: { doc: SignDocument; signature: string } | null }) {
  const [content, setContent] = useState('');
  const [signature, setSignature] = useState('');
  const refusals = useRefusals();
  const { errors, attempt, clear } = refusals;
  const [result, setResult] = useState<SignVerifyResult | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  // a new signature fills the form with what was signed
  const fill = signed ? `${textOf(signed.doc)}\u0000${signed.signature}` : '';
  useEffect(() => {
    if (!signed) return;
    setContent(textOf(signed.doc));
    setSignature(signed.signature);
    setResult(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per signature (fill names it)
  }, [fill]);

  const refuse = (e: FieldErrors) => {
    refusals.refuse(e);
    setResult(null);
  };
  const submit = async () => {
    if (busy) return;
    const [title = '', ...lines] = content.split('\n').filter((l) => l.trim());
    const errs: FieldErrors = {};
    const doc = SignDocumentSchema.safeParse({ title, lines });
    if (!doc.success) errs.content = title ? `검증할 내용: ${doc.error.issues[0]!.message} 첫 줄은 제목, 다음 줄부터 내용입니다.` : '검증할 내용을 입력해 주세요. 첫 줄은 제목, 다음 줄부터 내용입니다.';
    const sig = SignatureValue.safeParse(signature);
    if (!sig.success) errs.signature = sig.error.issues[0]!.message;
    if (!doc.success || !sig.success) return refuse(errs);
    clear();
    setFailure('');
    setBusy(true);
    try {
      setResult(await esignVerify.run(null, { body: { document: doc.data, signature: sig.data } }));
    } catch (e) {
      const fields = serverFieldErrors(e);
      if (fields) refuse(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.startsWith('document') ? 'content' : 'signature', v])));
      else setFailure(`검증하지 못했습니다. ${httpErrorSentence(e)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="es2-verify">
      <h2 id="es2-verify" className="sp-h2">
        서명 검증
      </h2>
      <form
        className="fm-form"
        noValidate
        onSubmit={submitWith(submit)}
      >
        <ErrorSummary id="es2-v-summary" errors={errors} attempt={attempt} idOf={(k) => (k === 'content' ? VID.content : VID.signature)} order={['content', 'signature']} />
        {!signed && !content && !signature ? <p className="fm-hint">아직 서명한 내용이 없습니다. 위에서 동의서에 서명하면 여기에 채워지고, 다른 곳에서 받은 내용과 서명 값을 붙여 넣을 수도 있습니다.</p> : null}
        <TextField id={VID.content} label="검증할 내용" required multiline value={content} onValue={setContent} hint="첫 줄은 문서 제목, 다음 줄부터 서명한 내용입니다." error={errors.content} />
        <TextField id={VID.signature} label="서명 값" required multiline value={signature} onValue={setSignature} hint="서명 결과의 서명 값(영문, 숫자, -, _)을 그대로 붙여 넣어 주세요." error={errors.signature} />
        <div className="fm-actions">
          <Button type="submit" variant="secondary" busy={busy} busyLabel="검증하는 중입니다" data-verify="">
            서명 검증
          </Button>
        </div>
      </form>
      {failure ? (
        <Notice tone="error" role="alert">
          <p>{failure}</p>
        </Notice>
      ) : null}
      {result ? (
        <SampleResult title={result.valid ? '올바른 서명입니다' : '서명이 맞지 않습니다'}>
          <p data-verify-result={String(result.valid)}>{result.reason}</p>
          <p>
            내용 확인값 (SHA-256): <code>{result.contentHash}</code>
          </p>
        </SampleResult>
      ) : null}
    </section>
  );
}
