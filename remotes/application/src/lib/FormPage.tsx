import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from '@portal/router';
import { APLY_NO_PATTERN, ELRCPT_FORMS, FACTS_MAX, SIGN_ID_PATTERN, contentFor, type Application, type ElrcptForm } from '@portal/contracts';
import { LoadError, Notice, PageHeading, errorStatus, useZodForm } from '@portal/ui/form';
import { Spinner } from '@portal/ui';
import type { Applicant } from '@portal/blocks/gate';
import { FormFields, SubmitForm, fieldOrder, useCountAnnouncement } from '@portal/blocks/form';
import { elrcptAply } from '../api/elrcptAply';
import { applicationLayout } from './form-layout';
import { blankValues, defaultCaseType, fieldMessage, fieldOfPath, fromDraft, toContent, toDraft, type AplyValues, type FileRef } from './values';
import { consentHref } from './handover';
import { CarryNotice } from './CarryNotice';
import { MemberGate } from './MemberGate';
import { QuickExit } from '@portal/blocks/quick-exit';
import { DocDialog } from './DocDialog';
import { MYDOC_MESSAGE } from './mydoc-message';
import { SignAndSubmit, useSignStart } from './SignAndSubmit';
import { timeOf, useAutosave, type SaveState } from './use-autosave';
import { flatParser } from './zod-flat';
import { DocsSection } from './prdoc/DocsSection';
import './elrcpt.css';

/**
 * One application form for the eight routes, described by data (form-layout.tsx) and validated by
 * the contract's contentFor(form) in the browser as on the server. The draft lives on the server
 * only (autosaved); signing and submission in SignAndSubmit.
 */
export default function FormPage({ form }: { form: ElrcptForm }) {
  const def = ELRCPT_FORMS[form];
  const [params] = useSearchParams();
  const aplyNo = params.get('aplyNo') ?? '';
  return (
    <div className="mb-page el-page" data-page={`elrcpt-form-${form.toLowerCase()}`}>
      {def.sensitive ? <QuickExit /> : null}
      <PageHeading title={def.title} lead={def.lead} />
      <MemberGate what="신청서를 쓰려면">
        {(member) =>
          !APLY_NO_PATTERN.test(aplyNo) ? <Navigate to={consentHref(form)} replace /> : <Loaded form={form} aplyNo={aplyNo} member={member} />
        }
      </MemberGate>
    </div>
  );
}

function Loaded({ form, aplyNo, member }: { form: ElrcptForm; aplyNo: string; member: Applicant }) {
  const q = elrcptAply.use({ params: { aplyNo } });
  if (q.status === 'pending') return <Spinner label="신청서를 불러오는 중입니다" />;
  if (q.status === 'error')
    return errorStatus(q.error) === 404 ? (
      <Notice tone="error" role="alert">
        <p>
          신청서를 찾을 수 없습니다. 신청번호를 확인하시거나 <Link to="/my/elrcpt/list">나의 전자접수 목록</Link>에서 골라 주세요.
        </p>
      </Notice>
    ) : (
      <LoadError what="신청서를" retry={() => void q.refetch()} />
    );
  const app = q.data;
  if (app.form !== form) return <Navigate to={`${ELRCPT_FORMS[app.form].path}?aplyNo=${encodeURIComponent(aplyNo)}`} replace />;
  if (app.status !== 'DRAFT')
    return (
      <>
        <Notice tone="info" role="status">
          <p>
            이미 신청한 신청서입니다(상태: {app.statusLabel}). <Link to={`/elrcpt/ElrcptCmptnInfo?aplyNo=${encodeURIComponent(aplyNo)}`}>접수 내용 보기</Link> ·{' '}
            <Link to={`/my/elrcpt/MypElrcptView?aplyNo=${encodeURIComponent(aplyNo)}`}>마이페이지에서 보기</Link>
          </p>
        </Notice>
        {/* the institution may still ask for documents: they are answered here */}
        <DocsSection aplyNo={app.aplyNo} />
      </>
    );
  return <ApplicationForm key={app.aplyNo} app={app} member={member} reload={() => q.refetch().then((r) => r.data ?? null)} />;
}

function SaveStatus({ state, onReload }: { state: SaveState; onReload(): void }) {
  const text =
    state.kind === 'saving'
      ? '임시저장하는 중…'
      : state.kind === 'saved'
        ? `임시저장됨 ${timeOf(state.at)}`
        : state.kind === 'error'
          ? `임시저장하지 못했습니다. ${state.message}`
          : state.kind === 'locked'
            ? '이미 신청한 신청서라 더 저장하지 않습니다.'
            : '';
  return (
    <>
      <p className={`el-save el-save--${state.kind}`} role="status" aria-live="polite" data-save-status={state.kind}>
        {text}
      </p>
      {state.kind === 'stale' ? (
        <Notice tone="warning" role="alert">
          <p data-stale="">
            다른 기기나 창에서 이 신청서를 더 나중에 저장했습니다. 이 화면에서 고친 내용은 저장되지 않았습니다. 최신 내용을 불러온 뒤 다시 고쳐 주세요.{' '}
            <button type="button" className="btn btn-secondary btn-small" onClick={onReload}>
              최신 내용 불러오기
            </button>
          </p>
        </Notice>
      ) : null}
    </>
  );
}

function ApplicationForm({ app, member, reload }: { app: Application; member: Applicant; reload(): Promise<Application | null> }) {
  const form = app.form;
  const def = ELRCPT_FORMS[form];
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [rrnRetype, setRrnRetype] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [picking, setPicking] = useState(false);
  const hasStoredRrn = !!app.rrnMasked && !rrnRetype;
  const base = useMemo(() => ({ ...blankValues({ name: member.name, mobile: member.mobileNo, email: member.email }), caseType: defaultCaseType(form) }), [member, form]);
  const initial = useMemo(() => fromDraft(app.content, base), [app, base]);
  const parser = useMemo(() => flatParser(contentFor(form, hasStoredRrn), fieldOfPath, fieldMessage), [form, hasStoredRrn]);
  const f = useZodForm<AplyValues, unknown>(parser, initial, toContent);
  const draft = useMemo(() => toDraft(f.values), [f.values]);
  const autosave = useAutosave(app.aplyNo, app.version, draft, true);
  const factsSaid = useCountAnnouncement(f.values.facts.length, FACTS_MAX, '사건 내용', [0, 100, 500]);
  const onUploadBusy = useCallback((b: boolean) => setUploading(b), []);

  const loadNewest = async () => {
    const fresh = await reload();
    if (!fresh) return;
    const v = fromDraft(fresh.content, base);
    f.setValues(v);
    f.setErrors({}, { focusSummary: false });
    autosave.rebase(fresh.version, toDraft(v));
  };

  const returnUrl = `${pathname}?aplyNo=${encodeURIComponent(app.aplyNo)}`;
  const signStart = useSignStart({
    form: f,
    aplyNo: app.aplyNo,
    flush: () => autosave.flush(true),
    blocked: () => (uploading ? { field: 'files', message: '첨부파일을 올리는 중입니다. 다 올라간 뒤 다시 눌러 주세요.' } : null),
  });
  const resumeSignId = params.get('signId');

  const layout = applicationLayout(
    {
      form,
      rrnMasked: app.rrnMasked,
      rrnRetype,
      onRrnRetype: () => {
        setRrnRetype(true);
        // the input replaces the button: focus it once drawn
        setTimeout(() => document.getElementById(f.id('rrn'))?.focus(), 0);
      },
      factsSaid,
      onUploadBusy,
      onPickDocs: () => setPicking(true),
    },
    f.values,
  );
  const addDocs = (files: FileRef[]) => {
    const have = new Set(f.values.files.map((x) => x.fileId));
    f.set('files', [...f.values.files, ...files.filter((x) => !have.has(x.fileId))]);
    setPicking(false);
  };
  // the standalone /elrcpt/MyDocPopup window, if one was opened from here, posts its pick (same origin only)
  const addRef = useRef(addDocs);
  addRef.current = addDocs;
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const d = e.data as { type?: string; files?: FileRef[] } | null;
      if (e.origin === window.location.origin && d?.type === MYDOC_MESSAGE && Array.isArray(d.files)) addRef.current(d.files);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <>
      <CarryNotice types={app.carry?.targetTypes ?? []} caseCategory={app.carry?.caseCategory} />
      <p className="fm-hint">
        신청번호 <span className="el-mono">{app.aplyNo}</span> · 쓰는 내용은 자동으로 임시저장되어 마이페이지에서 이어서 쓸 수 있습니다.
        {def.sensitive ? ' 이 신청서는 이 기기에 따로 저장하지 않습니다.' : ''}
      </p>
      <SaveStatus state={autosave.state} onReload={() => void loadNewest()} />
      <SubmitForm form={f} submit={signStart.submit} order={fieldOrder(layout)} className="fm-form el-form" failure="elsewhere" data-aply-form={form}>
        <FormFields layout={layout} form={f} />
        <DocsSection aplyNo={app.aplyNo} />
        <SignAndSubmit start={signStart} aplyNo={app.aplyNo} returnUrl={returnUrl} resumeSignId={resumeSignId && SIGN_ID_PATTERN.test(resumeSignId) ? resumeSignId : null}>
          <button type="button" className="btn btn-secondary" onClick={() => void autosave.flush(true)} data-save-now="">
            임시저장
          </button>
        </SignAndSubmit>
      </SubmitForm>
      {picking ? <DocDialog already={f.values.files.map((x) => x.fileId)} onPick={addDocs} onClose={() => setPicking(false)} /> : null}
      <p className="fm-hint">
        <Link to="/my/elrcpt/list">나의 전자접수 목록</Link>
      </p>
    </>
  );
}
