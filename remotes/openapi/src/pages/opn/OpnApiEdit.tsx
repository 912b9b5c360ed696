import { useState } from 'react';
import {
  OPENAPI_DEV_DAILY_LIMIT,
  OPENAPI_IP_ALLOW_MAX,
  OPENAPI_OPER_DAILY_LIMIT,
  OPENAPI_USE_LABELS,
  OpnApplyRequest,
  parseCidr,
  type OpenApiUseKind,
} from '@portal/contracts';
import type { CallResult } from '@portal/contracts/call-types';
import { ButtonLink, PageHeading, useZodForm } from '@portal/ui/form';
import { CountAnnouncement, FormFields, SubmitActions, SubmitForm, fieldOrder, useCountAnnouncement, useSubmit, type FormLayout } from '@portal/blocks/form';
import { opnApply } from '../../api/opnApply';
import { rememberKey } from '../../lib/key-memory';
import { IssuedKey, n } from '../../lib/parts';
import '../../lib/openapi.css';

type Values = { useKind: OpenApiUseKind | ''; systemName: string; purpose: string; expectedDailyCalls: string; ipAllow: string; termsAgreed: boolean };
type Issued = CallResult<'opnApply'>;

const PURPOSE_MAX = 1000;
const SYSTEM_MAX = 100;

/** The allow-list as typed: one address or CIDR a line (commas too), blanks dropped. */
const ipLines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((l) => l.trim())
    .filter(Boolean);

const TERMS = (
  <>
    <p>
      <strong>제1조(목적)</strong> 이 약관은 법률구조 플랫폼이 제공하는 오픈 API의 이용 조건을 정합니다.
    </p>
    <p>
      <strong>제2조(서비스키)</strong> 서비스키는 신청한 회원에게 한 번만 보여 주며, 플랫폼은 키를 되돌릴 수 없는 형태(해시)로만 보관합니다. 회원은 키를 안전하게
      보관하고 다른 사람에게 넘기지 않아야 하며, 새어 나갔다고 생각되면 바로 재발급하거나 폐기해야 합니다.
    </p>
    <p>
      <strong>제3조(호출 한도)</strong> 개발계정은 API마다 하루 {n(OPENAPI_DEV_DAILY_LIMIT)}건, 운영계정은 승인 때 정한 한도(기본 {n(OPENAPI_OPER_DAILY_LIMIT)}건)까지
      부를 수 있습니다. 한도를 넘으면 그날은 호출이 거절됩니다.
    </p>
    <p>
      <strong>제4조(이용 제한)</strong> 신청한 목적과 다르게 쓰거나, 자료를 고쳐 플랫폼의 정보인 것처럼 알리거나, 서비스에 지나친 부담을 주는 경우 키를 폐기할 수
      있습니다.
    </p>
    <p>
      <strong>제5조(출처 표시)</strong> 자료를 보여 줄 때에는 “법률구조 플랫폼”을 출처로 밝혀 주십시오. 법령·판례와 상담 안내는 참고 자료이며 법률 자문이 아닙니다.
    </p>
  </>
);

const layout = (v: Values, said: string[]): FormLayout<Values> => ({
  sections: [
    {
      id: 'oa-apply-kind',
      title: '활용 구분',
      fields: [
        {
          kind: 'radio',
          name: 'useKind',
          legend: '어떤 용도로 쓰십니까',
          required: true,
          variant: 'stack',
          options: [
            { value: 'DEV', label: OPENAPI_USE_LABELS.DEV, description: `개발·시험용. 바로 승인되며 API마다 하루 ${n(OPENAPI_DEV_DAILY_LIMIT)}건.` },
            {
              value: 'OPER',
              label: OPENAPI_USE_LABELS.OPER,
              description: `서비스 운영용. 심사 뒤 승인되면 API마다 하루 ${n(OPENAPI_OPER_DAILY_LIMIT)}건(승인 때 정한 한도).`,
            },
          ],
        },
      ],
    },
    {
      id: 'oa-apply-system',
      title: '활용 내용',
      fields: [
        { kind: 'counted', name: 'systemName', label: '시스템 이름', required: true, max: SYSTEM_MAX, counterClass: 'oa-counter', hint: '키를 쓸 누리집·앱의 이름 (2자 이상)', autoComplete: 'off' },
        {
          kind: 'counted',
          name: 'purpose',
          label: '활용 목적',
          required: true,
          multiline: true,
          max: PURPOSE_MAX,
          counterClass: 'oa-counter',
          hint: '어떤 자료를 어디에 어떻게 보여 주는지 적어 주십시오 (10자 이상)',
        },
        { kind: 'static', id: 'oa-apply-count', content: <CountAnnouncement said={said} /> },
        {
          kind: 'text',
          name: 'expectedDailyCalls',
          label: '하루 예상 호출 수',
          required: true,
          inputMode: 'numeric',
          maxLength: 7,
          autoComplete: 'off',
          hint: v.useKind === 'OPER' ? '운영계정 한도를 정할 때 참고합니다 (숫자만)' : '숫자만 입력해 주십시오',
        },
        {
          kind: 'textarea',
          name: 'ipAllow',
          label: '허용 IP',
          optional: true,
          hint: `키를 부를 서버의 IPv4·IPv6 주소 또는 CIDR을 한 줄에 하나씩 (최대 ${OPENAPI_IP_ALLOW_MAX}개, 예: 203.0.113.10 또는 203.0.113.0/24). 비워 두면 어디서나 부를 수 있습니다.`,
        },
      ],
    },
    {
      id: 'oa-apply-terms',
      title: '약관 동의',
      fields: [{ kind: 'consent', name: 'termsAgreed', title: '오픈 API 이용약관 (필수)', required: true, body: TERMS, data: 'openapi-terms' }],
    },
  ],
});

/**
 * /opn/OpnApiEdit: a member applies for a key (purpose, system, expected calls, allow-list, terms).
 * A development key is approved at once and shown this once; an operating key is issued with the
 * application and works when an approver approves. Signed-out visitors are sent to sign in by the
 * shell (the menu's access is 회원).
 */
export default function OpnApiEdit() {
  const [issued, setIssued] = useState<Issued | null>(null);
  const form = useZodForm(
    OpnApplyRequest,
    (): Values => ({ useKind: '', systemName: '', purpose: '', expectedDailyCalls: '', ipAllow: '', termsAgreed: false }),
    // the allow-list's lines go as a list; a line that is no address is the page's own message (check)
    (v) => ({ ...v, useKind: v.useKind || undefined, ipAllow: ipLines(v.ipAllow).filter((l) => parseCidr(l) !== null) }),
  );
  const said = [
    useCountAnnouncement(form.values.systemName.length, SYSTEM_MAX, '시스템 이름', [0, 10]),
    useCountAnnouncement(form.values.purpose.length, PURPOSE_MAX, '활용 목적', [0, 20, 100]),
  ];
  const submit = useSubmit({
    form,
    check: (v) => {
      const lines = ipLines(v.ipAllow);
      const bad = lines.findIndex((l) => parseCidr(l) === null);
      if (bad >= 0) return { ipAllow: `허용 IP ${bad + 1}번째 줄(${lines[bad]})이 주소가 아닙니다. 203.0.113.10 또는 203.0.113.0/24 같은 IPv4·IPv6 주소(CIDR)로 입력해 주세요.` };
      if (lines.length > OPENAPI_IP_ALLOW_MAX) return { ipAllow: `허용 IP는 ${OPENAPI_IP_ALLOW_MAX}개 이하로 입력해 주세요. 지금 ${lines.length}개입니다.` };
      return {};
    },
    send: (body) => opnApply.run(null, { body }),
    onDone: (result) => {
      rememberKey(result.key, `${OPENAPI_USE_LABELS[result.application.useKind]} · ${result.application.systemName}`);
      setIssued(result);
      globalThis.scrollTo?.({ top: 0 });
    },
  });
  const fields = layout(form.values, said);

  if (issued) return <Done issued={issued} again={() => setIssued(null)} />;
  return (
    <div className="mb-page oa-page" data-page="opn-edit">
      <PageHeading title="오픈 API 활용 신청" lead="서비스키를 받아 법률구조 플랫폼의 오픈 API를 부를 수 있습니다. 개발계정은 바로 발급되고, 운영계정은 승인 담당자의 심사를 거칩니다." />
      <SubmitForm form={form} submit={submit} order={fieldOrder(fields)} data-apply-form="">
        <FormFields layout={fields} form={form} />
        <SubmitActions pending={submit.pending} label="신청하기" busyLabel="신청하는 중">
          <ButtonLink to="/opn/OpnApiList" variant="secondary">
            취소
          </ButtonLink>
        </SubmitActions>
      </SubmitForm>
    </div>
  );
}

function Done({ issued, again }: { issued: Issued; again(): void }) {
  const app = issued.application;
  const dev = app.useKind === 'DEV';
  return (
    <div className="mb-page oa-page" data-page="opn-edit" data-applied={app.status}>
      <PageHeading title="오픈 API 활용 신청" lead={`신청 번호 ${app.applicationId} · ${OPENAPI_USE_LABELS[app.useKind]} · ${app.systemName}`} />
      <IssuedKey
        apiKey={issued.key}
        title={dev ? '개발계정이 승인되어 서비스키를 발급했습니다' : '운영계정 신청을 받았습니다: 서비스키를 먼저 드립니다'}
        next={
          <>
            <ButtonLink to="/opn/OpnApiView?api=institutions">콘솔에서 호출해 보기</ButtonLink>
            <ButtonLink to="/opn/OpnApiAprvList" variant="secondary">
              나의 신청·키 보기
            </ButtonLink>
          </>
        }
      >
        {dev ? (
          <p>
            지금부터 API마다 하루 <strong>{n(app.dailyLimit)}건</strong>까지 부를 수 있습니다. 이 화면에서 콘솔로 가면 방금 받은 키로 바로 호출해 볼 수 있습니다.
          </p>
        ) : (
          <p>
            승인 담당자가 심사하는 동안 이 키는 결과 코드 20(SERVICE_ACCESS_DENIED_ERROR)으로 거절됩니다. 승인되면 다시 신청하지 않아도 같은 키가 바로 쓰이며, 결과는 나의
            신청·키에서 볼 수 있습니다.
          </p>
        )}
      </IssuedKey>
      <p>
        <button type="button" className="btn btn-tertiary" onClick={again}>
          다른 신청하기
        </button>
      </p>
    </div>
  );
}
