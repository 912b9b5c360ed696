import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@portal/router';
import {
  ELRCPT_FORMS,
  PRDOC_ETC,
  PRDOC_ID_PATTERN,
  PRDOC_KINDS,
  PRDOC_SUPPLIABLE,
  prdocName,
  type AplyPrdocs,
  type Application,
  type PrdocCode,
  type PrdocSupply,
} from '@portal/contracts';
import { Spinner } from '@portal/ui';
import { fmtDate } from '@portal/ui/format';
import { FieldMessages, LoadError, Notice, PageHeading, useZodForm, type ZodForm } from '@portal/ui/form';
import { FormFields, SubmitActions, SubmitForm, fieldOrder, useSubmit, type FieldSpec, type FormLayout } from '@portal/blocks/form';
import { AttachmentField, DEFAULT_ATTACHMENT_RULES } from '@portal/blocks/upload';
import { prdocList } from '../../api/prdocList';
import { prdocSupply } from '../../api/prdocSupply';
import { myDocList } from '../../api/myDocList';
import { AplyGate } from '../AplyGate';
import { InfoDialog, InPageDialog } from '@portal/ui/popup';
import { optionSpecs } from './OptionFields';
import { ConsentText, KindFacts } from './info';
import { WALLET_MESSAGE, WalletCerts } from './wallet';
import {
  WAY_DESCRIPTIONS,
  WAY_LABELS,
  isFormCode,
  proofBlank,
  proofFieldOf,
  proofParser,
  refusalField,
  seoulToday,
  waysFor,
  type ProofValues,
  type WalletCert,
} from './proof';
import '../elrcpt.css';
import './prdoc.css';

type F = ZodForm<ProofValues, unknown>;
type Fields = Record<string, string>;

/** The application form's documents section: where a supplied document sends the member back. */
export const docsHref = (app: Pick<Application, 'form' | 'aplyNo'>) => `${ELRCPT_FORMS[app.form].path}?aplyNo=${encodeURIComponent(app.aplyNo)}#prdoc`;

/**
 * One proof form for the 26 …Form routes (and FormPopup, 'Etc' included), described by the
 * contract's PRDOC_KINDS[code]: the kind's facts, the ways in as a choice, the issuer's questions
 * for 공동이용 (checked by checkPrdocOptions as on the server), the wallet, an upload, 나의 서류.
 * Needs ?aplyNo; &prdocId answers a requested or 보완요청 document.
 */
export default function ProofPage({ code, popup }: { code: PrdocCode; popup?: boolean }) {
  const name = prdocName(code, '기타 서류');
  return (
    <div className={`mb-page el-page pd-page${popup ? ' el-popup' : ''}`} data-page="elrcpt-prdoc-form" data-prdoc-code={code}>
      <PageHeading title={`${name} 내기`} lead="법률구조 신청에 필요한 증빙서류를 행정정보 공동이용, 전자문서지갑, 파일 올리기 중 편한 방법으로 냅니다." />
      {isFormCode(code) ? <KindFacts code={code} /> : <p className="fm-hint">목록에 없는 서류는 서류 이름을 적고 파일로 올리거나 나의 서류에서 고릅니다.</p>}
      <AplyGate what="증빙서류를 내려면">{(app) => <Loaded app={app} code={code} />}</AplyGate>
    </div>
  );
}

function Loaded({ app, code }: { app: Application; code: PrdocCode }) {
  const [params] = useSearchParams();
  const q = prdocList.use({ params: { aplyNo: app.aplyNo } });
  const prdocId = params.get('prdocId');
  if (q.status === 'pending') return <Spinner label="신청서의 서류를 불러오는 중입니다" />;
  if (q.status === 'error') return <LoadError what="신청서의 서류를" retry={() => void q.refetch()} />;
  const docs = q.data;
  const back = (
    <Link to={docsHref(app)} data-back-to-docs="">
      신청서의 증빙서류로 돌아가기
    </Link>
  );
  const item = prdocId ? docs.items.find((i) => i.prdocId === prdocId) : undefined;
  if (prdocId && (!PRDOC_ID_PATTERN.test(prdocId) || !item))
    return (
      <Notice tone="error" role="alert">
        <p>요청된 서류를 이 신청서에서 찾을 수 없습니다. {back}에서 다시 골라 주세요.</p>
      </Notice>
    );
  const answering = item && PRDOC_SUPPLIABLE.includes(item.status);
  if (!docs.editable || (item && !answering && app.status !== 'DRAFT'))
    return (
      <Notice tone="info" role="status">
        <p>
          지금은 이 신청서에 서류를 낼 수 없습니다(신청 상태: {app.statusLabel}). 기관이 서류를 요청하거나 보완을 요청하면 다시 낼 수 있습니다. {back}
        </p>
      </Notice>
    );
  if (item && item.code !== code)
    return (
      <Notice tone="error" role="alert">
        <p>
          요청된 서류는 {item.name}입니다. {back}에서 그 서류의 ‘내기’를 눌러 주세요.
        </p>
      </Notice>
    );
  return <ProofForm app={app} docs={docs} code={code} prdocId={item?.prdocId ?? null} title={code === PRDOC_ETC ? (item?.name ?? params.get('title') ?? '') : ''} note={item?.reviewNote ?? item?.requestNote ?? null} />;
}

function MyDocChoice({ form, code }: { form: F; code: PrdocCode }) {
  const q = myDocList.use({ query: { pageSize: 50 } });
  const id = form.id('myDocId');
  const error = form.errors.myDocId;
  if (q.status === 'pending') return <Spinner label="나의 서류를 불러오는 중입니다" />;
  if (q.status === 'error') return <LoadError what="나의 서류를" retry={() => void q.refetch()} />;
  const mine = q.data.items.filter((d) => d.code === code);
  return (
    <fieldset className="fm-fieldset fm-field" aria-describedby={error ? `${id}-error` : `${id}-hint`} data-mydoc-choice="">
      <legend>
        낼 서류 <span className="fm-req">(필수)</span>
      </legend>
      <p className="fm-hint" id={`${id}-hint`}>
        {mine.length ? '유효기간이 지나지 않은 서류만 낼 수 있습니다.' : `나의 서류에 ${prdocName(code, '기타 서류')}가 없습니다. 다른 방법을 골라 주세요.`}
      </p>
      {mine.length === 0 ? <input type="hidden" id={id} /> : null}
      {mine.map((d, i) => (
        <label key={d.myDocId} className="fm-radio" htmlFor={i === 0 ? id : `${id}-${d.myDocId}`}>
          <input
            type="radio"
            name={id}
            id={i === 0 ? id : `${id}-${d.myDocId}`}
            value={d.myDocId}
            checked={form.values.myDocId === d.myDocId}
            aria-invalid={error ? true : undefined}
            onChange={() => form.set('myDocId', d.myDocId)}
          />
          <span className="fm-radio__text">
            {d.name} ({d.sourceLabel}) <span className="fm-radio__desc">
              발급 {fmtDate(d.issuedAt)} · {d.expired ? '유효기간 지남' : `${fmtDate(d.expiresAt)}까지 유효`}
              {d.file ? ` · ${d.file.name}` : ''}
            </span>
          </span>
        </label>
      ))}
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}

function WalletChoice({ form, onOpen, onWindow }: { form: F; onOpen(): void; onWindow(): void }) {
  const id = form.id('wallet');
  const error = form.errors.wallet;
  const c = form.values.wallet;
  return (
    <div className="fm-field" data-wallet-choice="">
      <p className="fm-label" id={`${id}-label`}>
        보낼 전자증명서 <span className="fm-req">(필수)</span>
      </p>
      {c ? (
        <p className="pd-chosen" id={`${id}-chosen`} data-chosen-cert={c.certId}>
          <strong>{c.title}</strong> · {c.issuer} · 발급 {fmtDate(c.issuedAt)} · {fmtDate(c.expiresAt)}까지
        </p>
      ) : (
        <p className="fm-hint" id={`${id}-chosen`}>
          아직 고르지 않았습니다. 전자문서지갑을 열어 보낼 증명서를 고르세요.
        </p>
      )}
      <div className="fm-actions">
        <button type="button" className="btn btn-secondary" id={id} aria-describedby={`${id}-chosen${error ? ` ${id}-error` : ''}`} aria-invalid={error ? true : undefined} onClick={onOpen} data-open-wallet="">
          {c ? '다른 증명서 고르기' : '전자문서지갑 열기'}
        </button>
        <button type="button" className="btn btn-tertiary btn-small" onClick={onWindow}>
          새 창에서 지갑 열기
        </button>
      </div>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

function ProofForm({ app, docs, code, prdocId, title, note }: { app: Application; docs: AplyPrdocs; code: PrdocCode; prdocId: string | null; title: string; note: string | null }) {
  const navigate = useNavigate();
  const today = useMemo(() => seoulToday(), []);
  const ways = useMemo(() => waysFor(code, docs.adminInfoSharing), [code, docs.adminInfoSharing]);
  const parser = useMemo(() => proofParser(code, today, prdocId), [code, today, prdocId]);
  const f = useZodForm<ProofValues, PrdocSupply>(parser, () => proofBlank(code, today, ways, title));
  const [dialog, setDialog] = useState<'wallet' | 'consent' | null>(null);
  const [uploading, setUploading] = useState(false);
  const onBusy = useCallback((b: boolean) => setUploading(b), []);
  const supply = prdocSupply.use();
  const submit = useSubmit({
    form: f,
    call: supply,
    input: (body) => ({ params: { aplyNo: app.aplyNo }, body }),
    onDone: (item) => navigate(docsHref(app), { state: { notice: `${item.name}을(를) 냈습니다 (${item.sourceLabel ?? '제출'}). 나의 서류에도 저장했습니다.` } }),
    fieldOf: proofFieldOf,
    blocked: () => (uploading ? { field: 'file', message: '파일을 올리는 중입니다. 다 올라간 뒤 다시 눌러 주세요.' } : null),
    refused: (r): { fields: Fields } | undefined => {
      const field = refusalField(r.body.code, f.values.way);
      if (field && r.body.message) return { fields: { [field]: r.body.message } };
      if (r.status === 404 && f.values.way === 'MYDOC') return { fields: { myDocId: '고른 서류를 나의 서류에서 찾을 수 없습니다. 목록에서 다시 골라 주세요.' } };
      if ((r.status === 503 || r.status === 504) && f.values.way === 'EXCHANGE')
        return { fields: { way: r.body.message || '행정정보 공동이용 센터가 지금 답하지 않습니다. 잠시 뒤 다시 하거나 전자문서지갑이나 파일 올리기를 골라 주세요.' } };
      return undefined;
    },
  });

  // the standalone WalletInfoPopup window posts the chosen certificate (same origin only)
  const pick = useRef((c: WalletCert) => f.set('wallet', c));
  pick.current = (c: WalletCert) => {
    f.set('wallet', c);
    setDialog(null);
  };
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const d = e.data as { type?: string; cert?: WalletCert } | null;
      if (e.origin === window.location.origin && d?.type === WALLET_MESSAGE && d.cert && typeof d.cert.document === 'string') pick.current(d.cert);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const way = f.values.way;
  const wayField: FieldSpec<ProofValues> =
    ways.length > 1
      ? {
          kind: 'radio',
          name: 'way',
          legend: '방법',
          required: true,
          variant: 'stack',
          options: ways.map((w) => ({ value: w, label: WAY_LABELS[w], description: WAY_DESCRIPTIONS[w] })),
        }
      : { kind: 'static', id: 'one-way', content: <p>서류를 낼 방법: {WAY_LABELS[ways[0]!]}</p> };
  const titleField: FieldSpec<ProofValues>[] =
    code === PRDOC_ETC ? [{ kind: 'text', name: 'title', label: '서류 이름', required: true, maxLength: 60, hint: '예: 가족관계증명서, 임대차계약서' }] : [];
  const sections: FormLayout<ProofValues>['sections'] = [{ id: 'pd-way', title: '서류를 낼 방법', fields: [wayField] }];
  if (way === 'EXCHANGE' && isFormCode(code))
    sections.push(
      { id: 'pd-options', title: '발급 항목', description: `${PRDOC_KINDS[code].issuer}에 요청할 내용입니다. 발급 기관이 묻는 것과 같습니다.`, fields: optionSpecs(code, today) as FieldSpec<ProofValues>[] },
      {
        id: 'pd-consent',
        title: '행정정보 공동이용 동의',
        fields: [
          {
            kind: 'static',
            id: 'consent-text',
            content: (
              <p className="fm-hint">
                이 서류와 이 신청서에 대한 동의입니다. 동의한 때와 목적을 기록합니다.{' '}
                <button type="button" className="btn btn-tertiary btn-small" onClick={() => setDialog('consent')} data-open-consent="">
                  동의 내용 보기
                </button>{' '}
                <Link to="/elrcpt/prdoc/TrmsCnPopup" target="_blank" rel="noopener">
                  새 창에서 보기<span className="sr-only"> (새 창)</span>
                </Link>
              </p>
            ),
          },
          { kind: 'checkbox', name: 'consent', required: true, label: `${PRDOC_KINDS[code].name}을(를) 행정정보 공동이용으로 확인하는 것에 동의합니다` },
        ],
      },
    );
  if (way === 'WALLET')
    sections.push({
      id: 'pd-wallet',
      title: '전자문서지갑',
      fields: [
        {
          kind: 'custom',
          name: 'wallet',
          render: (form) => (
            <WalletChoice
              form={form as unknown as F}
              onOpen={() => setDialog('wallet')}
              onWindow={() => void window.open(`/elrcpt/prdoc/WalletInfoPopup?code=${code}`, 'prdoc-wallet', 'popup,width=640,height=720')}
            />
          ),
        },
      ],
    });
  if (way === 'UPLOAD')
    sections.push({
      id: 'pd-upload',
      title: '파일 올리기',
      fields: [
        ...titleField,
        {
          kind: 'custom',
          name: 'file',
          render: (form) => (
            <AttachmentField
              id={form.id('file')}
              label="서류 파일"
              files={(form.values.file as ProofValues['file']) ?? []}
              onFiles={(files) => form.set('file', files)}
              rules={{ ...DEFAULT_ATTACHMENT_RULES, maxFiles: 1 }}
              error={form.errors.file}
              onBusyChange={onBusy}
              required
            />
          ),
        },
        { kind: 'date', name: 'issuedAt', label: '발급일', required: true, hint: `서류에 적힌 발급일입니다. 유효기간: 발급일부터 ${isFormCode(code) ? PRDOC_KINDS[code].validityDays : 90}일.` },
      ],
    });
  if (way === 'MYDOC') sections.push({ id: 'pd-mydoc', title: '나의 서류', fields: [...titleField, { kind: 'custom', name: 'myDocId', render: (form) => <MyDocChoice form={form as unknown as F} code={code} /> }] });
  const layout: FormLayout<ProofValues> = { sections };

  return (
    <>
      {note ? (
        <Notice tone="warning">
          <p data-request-note="">기관의 요청: {note}</p>
        </Notice>
      ) : null}
      <p className="fm-hint">
        신청번호 <span className="el-mono">{app.aplyNo}</span> · {ELRCPT_FORMS[app.form].title}
      </p>
      <SubmitForm form={f} submit={submit} order={fieldOrder(layout)} className="fm-form pd-form" data-proof-form={code}>
        <FormFields layout={layout} form={f as unknown as F} />
        <SubmitActions pending={submit.pending} label={way === 'EXCHANGE' ? '동의하고 확인 요청' : '서류 내기'} busyLabel="서류를 내는 중입니다" data-supply="">
          <Link className="btn btn-secondary" to={docsHref(app)}>
            취소
          </Link>
        </SubmitActions>
      </SubmitForm>
      {dialog === 'wallet' && isFormCode(code) ? (
        <InPageDialog title="전자문서지갑" onClose={() => setDialog(null)} data-wallet-dialog="">
          <WalletCerts code={code} onPick={(c) => pick.current(c)} onCancel={() => setDialog(null)} />
        </InPageDialog>
      ) : null}
      {dialog === 'consent' ? (
        <InfoDialog title="행정정보 공동이용 동의 내용" onClose={() => setDialog(null)} data-consent-dialog="">
          <ConsentText />
        </InfoDialog>
      ) : null}
    </>
  );
}

