import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from '@portal/router';
import { ElrcptStart, ELRCPT_FORMS, ELRCPT_INSTS, RRN_LEGAL_BASIS, type ElrcptForm, type ElrcptInst } from '@portal/contracts';
import type { CallBody } from '@portal/contracts/call-types';
import { PageHeading, useZodForm } from '@portal/ui/form';
import { Spinner, TextList } from '@portal/ui';
import { isGuest, useApplicantGate } from '@portal/blocks/gate';
import { FormFields, SubmitActions, SubmitForm, fieldOrder, useSubmit, type FieldSpec, type FormLayout } from '@portal/blocks/form';
import { elrcptStart } from '../api/elrcptStart';
import { CONSENT_TEXTS, type ConsentTexts } from './consent-texts';
import { carryOf, consentForm, formsOf, readHandover } from './handover';
import { CarryNotice } from './CarryNotice';
import { MemberSignIn } from './MemberGate';
import { QuickExit } from '@portal/blocks/quick-exit';
import { flatParser } from './zod-flat';
import './elrcpt.css';

interface ConsentValues extends Record<string, unknown> {
  form: string;
  terms: boolean;
  personalData: boolean;
  thirdParty: boolean;
  adminInfoSharing: '' | 'Y' | 'N';
  rrnProcessing: boolean;
}

const Dl = ({ rows }: { rows: [string, ReactNode][] }) => (
  <dl className="fm-dl">
    {rows.map(([k, v]) => (
      <div key={k} className="el-dl-row">
        <dt>{k}</dt>
        <dd>{v}</dd>
      </div>
    ))}
  </dl>
);

/** A consent text to read: heading, then the scrollable text (reachable by keyboard, as the engine's consent kind). */
function TermsBlock({ id, title, marker, children }: { id: string; title: string; marker?: ReactNode; children: ReactNode }) {
  return (
    <section className="fm-terms" aria-labelledby={id}>
      <h2 className="fm-terms__title" id={id}>
        {title} {marker}
      </h2>
      <div className="fm-terms__body" tabIndex={0} role="region" aria-label={`${title} 전문`}>
        {children}
      </div>
    </section>
  );
}

/** The texts of the four consents, shared by the reading view (signed out) and the form (signed in). */
function bodies(name: string, t: ConsentTexts) {
  return {
    terms: (
      <>
        <p>{t.service}</p>
        <p>신청서는 임시저장되며, 전자서명을 마치고 신청해야 {name}에 접수됩니다. 신청한 뒤에도 결정 전까지는 마이페이지에서 취하할 수 있습니다.</p>
        <p>거짓으로 신청하여 법률구조를 받으면 구조가 취소되고 드린 비용을 돌려받을 수 있습니다.</p>
      </>
    ),
    personalData: (
      <>
        <Dl
          rows={[
            ['수집 항목', t.items],
            ['이용 목적', t.purpose],
            ['보유 기간', t.retention],
          ]}
        />
        <p>동의하지 않을 수 있으나, 동의하지 않으면 전자접수를 할 수 없습니다. 방문하거나 전화(☎132)로 신청할 수 있습니다.</p>
      </>
    ),
    thirdParty: (
      <>
        <Dl
          rows={[
            ['제공받는 곳', t.thirdParty.to],
            ['제공 항목', t.thirdParty.what],
            ['제공 목적', t.thirdParty.why],
            ['보유 기간', t.thirdParty.retention],
          ]}
        />
        <p>동의하지 않을 수 있으나, 동의하지 않으면 구조를 진행할 수 없어 전자접수를 할 수 없습니다.</p>
      </>
    ),
    adminInfo: (
      <>
        <p>
          「전자정부법」 제36조에 따라 {name} 담당자가 행정정보 공동이용으로 아래 서류를 직접 확인합니다. 동의하면 이 서류를 따로 내지 않아도 됩니다.
        </p>
        <TextList items={t.adminInfo} className="fm-list" />
        <p>
          <strong>동의하지 않으면</strong> 위 서류를 신청인이 직접 발급받아 신청서의 첨부에 올리거나 나중에 보완 요청을 받아 내야 합니다. 동의하지 않아도 신청은 할 수
          있습니다.
        </p>
      </>
    ),
    rrn: (
      <>
        <Dl
          rows={[
            ['법적 근거', RRN_LEGAL_BASIS],
            ['처리 항목', '주민등록번호'],
            ['처리 목적', '구조대상자 자격 확인(행정정보 공동이용), 소송 서류 작성'],
            ['보호 조치', '암호화하여 보관하고 화면에는 뒷자리를 가려 보여 줍니다.'],
          ]}
        />
      </>
    ),
  };
}

/**
 * One consent page (…AgreInfo) for an institution, described by data: 이용약관, 개인정보 수집·이용,
 * 제3자 제공, 행정정보 공동이용 (a separate required yes/no) and, where the chosen form needs it,
 * 주민등록번호 처리. Anyone may read it; a member agrees and starts the draft (elrcptStart).
 */
export default function ConsentPage({ inst }: { inst: ElrcptInst }) {
  const [params] = useSearchParams();
  const handover = readHandover(params);
  const name = ELRCPT_INSTS[inst].name;
  const texts = bodies(name, CONSENT_TEXTS[inst]);
  const gate = useApplicantGate();
  const first = consentForm(inst, params.get('form'));
  return (
    <div className="mb-page el-page" data-page={`elrcpt-consent-${inst.toLowerCase()}`}>
      {formsOf(inst).some((f) => ELRCPT_FORMS[f].sensitive) ? <QuickExit /> : null}
      <PageHeading title={`${name} 전자접수 동의`} lead="신청서를 쓰기 전에 아래 내용을 읽고 동의해 주세요." />
      <CarryNotice types={handover.types} caseCategory={handover.caseCategory} />
      {gate.status === 'loading' ? (
        <Spinner label="로그인 상태를 확인하는 중입니다" />
      ) : gate.status === 'in' && !isGuest(gate.applicant) ? (
        <ConsentForm inst={inst} first={first} texts={texts} carry={carryOf(handover)} />
      ) : (
        <>
          <ConsentReading inst={inst} form={first} texts={texts} />
          <MemberSignIn what="동의하고 신청서를 쓰려면" />
        </>
      )}
      <p className="fm-hint">
        <Link to="/elrcpt/aply">{'다른 기관·신청서 고르기'}</Link> · <Link to="/elrcpt/gd">전자접수 안내</Link>
      </p>
    </div>
  );
}

type Bodies = ReturnType<typeof bodies>;

/** Signed out: the same texts to read, no checkboxes. */
function ConsentReading({ inst, form, texts }: { inst: ElrcptInst; form: ElrcptForm; texts: Bodies }) {
  const sections: [string, ReactNode][] = [
    ['이용약관', texts.terms],
    ['개인정보 수집·이용', texts.personalData],
    ['개인정보 제3자 제공', texts.thirdParty],
    ['행정정보 공동이용', texts.adminInfo],
    ...(ELRCPT_FORMS[form].needsRrn ? ([['주민등록번호 처리', texts.rrn]] as [string, ReactNode][]) : []),
  ];
  return (
    <div className="el-reading" data-consent-reading={inst}>
      {sections.map(([title, body], i) => (
        <TermsBlock key={title} id={`el-read-${i}`} title={title}>
          {body}
        </TermsBlock>
      ))}
    </div>
  );
}

const FLAT: Record<string, string> = { 'consent.terms': 'terms', 'consent.personalData': 'personalData', 'consent.thirdParty': 'thirdParty', 'consent.adminInfoSharing': 'adminInfoSharing', 'consent.rrnProcessing': 'rrnProcessing' };

function ConsentForm({ inst, first, texts, carry }: { inst: ElrcptInst; first: ElrcptForm; texts: Bodies; carry: ReturnType<typeof carryOf> }) {
  const navigate = useNavigate();
  const forms = formsOf(inst);
  const start = elrcptStart.use();
  const parser = useMemo(() => flatParser(ElrcptStart, (p) => FLAT[p] ?? (p.split('.')[0] || 'form')), []);
  const form = useZodForm<ConsentValues, CallBody<'elrcptStart'>>(
    parser as never,
    { form: first, terms: false, personalData: false, thirdParty: false, adminInfoSharing: '', rrnProcessing: false },
    (v) => ({
      form: v.form,
      consent: {
        terms: v.terms,
        personalData: v.personalData,
        thirdParty: v.thirdParty,
        adminInfoSharing: v.adminInfoSharing || undefined,
        ...(ELRCPT_FORMS[v.form as ElrcptForm]?.needsRrn ? { rrnProcessing: v.rrnProcessing } : {}),
      },
      ...(carry ? { carry } : {}),
    }),
  );
  const chosen = form.values.form as ElrcptForm;
  const needsRrn = ELRCPT_FORMS[chosen].needsRrn;
  const submit = useSubmit({
    form,
    call: start,
    input: (body) => ({ body }),
    onDone: (app) => navigate(`${ELRCPT_FORMS[app.form].path}?aplyNo=${encodeURIComponent(app.aplyNo)}`),
    check: (v) => ({
      rrnProcessing: ELRCPT_FORMS[v.form as ElrcptForm].needsRrn && !v.rrnProcessing ? '주민등록번호 처리에 동의해 주세요. 이 신청서는 법령에 따라 주민등록번호가 필요합니다.' : undefined,
    }),
    fieldOf: (f) => FLAT[f.replace(/^body\./, '')] ?? f.replace(/^body\./, '').split('.')[0] ?? '',
  });

  const formChoice: FieldSpec<ConsentValues>[] =
    forms.length > 1
      ? [
          {
            kind: 'radio',
            name: 'form',
            legend: '신청서 종류',
            required: true,
            variant: 'cards',
            options: forms.map((f) => ({ value: f, label: ELRCPT_FORMS[f].title, description: ELRCPT_FORMS[f].lead })),
          },
        ]
      : [{ kind: 'static', id: 'one-form', content: <p className="el-formname">신청서: <strong>{ELRCPT_FORMS[chosen].title}</strong></p> }];

  const layout: FormLayout<ConsentValues> = {
    sections: [
      { id: 'el-form-choice', fields: formChoice },
      {
        id: 'el-consents',
        fields: [
          { kind: 'check-all', id: 'el-all', label: '이용약관, 개인정보 수집·이용, 제3자 제공에 모두 동의합니다', of: ['terms', 'personalData', 'thirdParty'], className: 'el-checkall' },
          { kind: 'consent', name: 'terms', title: '이용약관', required: true, body: texts.terms, data: 'terms' },
          { kind: 'consent', name: 'personalData', title: '개인정보 수집·이용', required: true, body: texts.personalData, data: 'personalData' },
          { kind: 'consent', name: 'thirdParty', title: '개인정보 제3자 제공', required: true, body: texts.thirdParty, data: 'thirdParty' },
          {
            kind: 'static',
            id: 'admin-info-text',
            content: (
              <TermsBlock id="el-admin-title" title="행정정보 공동이용" marker={<span className="fm-req">(필수 선택)</span>}>
                {texts.adminInfo}
              </TermsBlock>
            ),
          },
          {
            kind: 'radio',
            name: 'adminInfoSharing',
            legend: '행정정보 공동이용에 동의하십니까?',
            required: true,
            variant: 'inline',
            options: [
              { value: 'Y', label: '동의합니다 (담당자가 서류를 직접 확인)' },
              { value: 'N', label: '동의하지 않습니다 (서류를 직접 냅니다)' },
            ],
          },
          ...(needsRrn ? ([{ kind: 'consent', name: 'rrnProcessing', title: '주민등록번호 처리', required: true, body: texts.rrn, data: 'rrn' }] as FieldSpec<ConsentValues>[]) : []),
        ],
      },
    ],
  };

  return (
    <SubmitForm form={form} submit={submit} order={fieldOrder(layout)} className="fm-form el-consent" data-consent-form={inst}>
      <FormFields layout={layout} form={form} />
      <SubmitActions pending={submit.pending} label="동의하고 신청서 쓰기" busyLabel="신청서를 만드는 중입니다" data-start="" />
    </SubmitForm>
  );
}

