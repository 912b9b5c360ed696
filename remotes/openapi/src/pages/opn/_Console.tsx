import { useState } from 'react';
import { Link } from '@portal/router';
import { OPENAPI_KEY_PATTERN, OPENAPI_RESULTS } from '@portal/contracts/client';
import { useHydrating } from '@portal/ui';
import { Button, TextField, useZodForm, type SafeParser } from '@portal/ui/form';
import { FormFields, SubmitActions, SubmitForm, fieldOrder, useSubmit, type FormLayout } from '@portal/blocks/form';
import { callOpenV1, openV1Path, type ConsoleAnswer } from '../../api/openV1';
import { isListAnswer, type ApiDoc } from '../../lib/catalogue';
import { forgetKey, keyHint, useRememberedKey } from '../../lib/key-memory';
import { n } from '../../lib/parts';

type Values = Record<string, string>;
type Sent = { query: Record<string, string>; key: string };

const KEY_FORMAT = '서비스키는 lap_dev_ 또는 lap_live_로 시작하는 36자입니다. 발급받을 때 복사한 키를 그대로 붙여 넣어 주십시오.';

/** The query fields of the console: the API's own parameters, then paging for a list. */
function queryNames(doc: ApiDoc): string[] {
  return [...doc.params.map((p) => p.name), ...(isListAnswer(doc) ? ['pageNo', 'numOfRows'] : [])];
}

function layoutOf(doc: ApiDoc, keyField: FormLayout<Values>['sections'][number]['fields'][number]): FormLayout<Values> {
  return {
    sections: [
      { id: 'oa-console-key', fields: [keyField] },
      {
        id: 'oa-console-params',
        fields: [
          ...doc.params.map((p) => ({
            kind: 'text' as const,
            name: p.name,
            label: `${p.name} (${p.label})`,
            required: p.required,
            optional: !p.required,
            maxLength: 100,
            autoComplete: 'off',
            spellCheck: false,
          })),
          ...(isListAnswer(doc)
            ? [
                { kind: 'text' as const, name: 'pageNo', label: 'pageNo (페이지 번호)', optional: true, inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'off' },
                { kind: 'text' as const, name: 'numOfRows', label: 'numOfRows (결과 수, 1~100)', optional: true, inputMode: 'numeric' as const, maxLength: 3, autoComplete: 'off' },
              ]
            : []),
          {
            kind: 'radio',
            name: 'type',
            legend: '응답 형식',
            variant: 'inline',
            options: [
              { value: 'json', label: 'JSON' },
              { value: 'xml', label: 'XML' },
            ],
          },
        ],
      },
    ],
  };
}

/** X-RateLimit-Reset (seconds) in words: '7시간 9분', '12분'. */
function untilRefill(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const h = Math.floor(minutes / 60);
  return h ? `${h}시간${minutes % 60 ? ` ${minutes % 60}분` : ''}` : `${minutes}분`;
}

/** The result code of an answer in JSON or XML ('' when it carries none). */
function resultCodeOf(body: string): string {
  const xml = /<resultCode>([^<]*)<\/resultCode>/.exec(body);
  if (xml) return xml[1]!;
  try {
    return String((JSON.parse(body) as { response?: { header?: { resultCode?: unknown } } }).response?.header?.resultCode ?? '');
  } catch {
    return '';
  }
}

/**
 * The console of one API: the member's key (the one issued in this visit, or pasted: never stored),
 * the parameters with the sample's values, JSON or XML, and the answer as the API sent it with its
 * status, result code and the quota headers.
 */
export function ApiConsole({ doc }: { doc: ApiDoc }) {
  // the form's field ids are made in the browser: the server's render and the hydration show its place only
  if (useHydrating())
    return (
      <div className="oa-console oa-console--waiting" data-console-waiting="">
        <p style={{ margin: 0 }}>시험 호출 화면을 준비하는 중입니다.</p>
      </div>
    );
  return <ConsoleForm doc={doc} />;
}

function ConsoleForm({ doc }: { doc: ApiDoc }) {
  const remembered = useRememberedKey();
  const [other, setOther] = useState(false);
  const [answer, setAnswer] = useState<(ConsoleAnswer & { path: string }) | null>(null);
  const usesRemembered = Boolean(remembered && !other);
  const names = queryNames(doc);
  const parser: SafeParser<Sent> = {
    safeParse(v: unknown) {
      const values = v as Values;
      const key = usesRemembered ? remembered!.key : (values.serviceKey ?? '').trim();
      const issues: { path: string[]; message: string }[] = [];
      if (!key) issues.push({ path: ['serviceKey'], message: '서비스키를 붙여 넣어 주십시오. 키가 없으면 먼저 활용 신청을 해 주십시오.' });
      else if (!OPENAPI_KEY_PATTERN.test(key)) issues.push({ path: ['serviceKey'], message: KEY_FORMAT });
      if (issues.length) return { success: false, error: { issues } };
      const query: Record<string, string> = {};
      for (const name of names) if ((values[name] ?? '').trim()) query[name] = values[name]!.trim();
      if (values.type === 'xml') query.type = 'xml';
      return { success: true, data: { query, key } };
    },
  };
  const form = useZodForm<Values, Sent>(parser, () => ({
    serviceKey: '',
    type: 'json',
    ...Object.fromEntries(names.map((name) => [name, (doc.sampleQuery as Record<string, string | undefined>)[name] ?? ''])),
  }));
  const submit = useSubmit({
    form,
    send: (sent: Sent) => callOpenV1(doc.slug, sent.query, sent.key),
    onDone: (result, sent) => setAnswer({ ...result, path: openV1Path(doc.slug, sent.query) }),
    otherwise: (sentence) => `API를 부르지 못했습니다. ${sentence}`,
  });

  const keyField: FormLayout<Values>['sections'][number]['fields'][number] = usesRemembered
    ? {
        kind: 'static',
        id: 'oa-console-remembered',
        content: (
          <div className="oa-console__key" data-remembered-key="">
            <p style={{ margin: 0 }}>
              방금 발급한 서비스키 <code>{keyHint(remembered!.key)}</code>({remembered!.label})로 부릅니다. 이 키는 이 화면을 새로 고치면 잊습니다.
            </p>
            <Button variant="secondary" size="small" onClick={() => setOther(true)}>
              다른 키 입력
            </Button>
          </div>
        ),
      }
    : {
        kind: 'custom',
        name: 'serviceKey',
        render: (f) => (
          <TextField
            id={f.id('serviceKey')}
            label="서비스키"
            type="password"
            required
            value={f.values.serviceKey as string}
            onValue={(v) => f.set('serviceKey', v)}
            error={f.errors.serviceKey}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
            hint={
              <>
                발급받을 때 복사해 둔 키를 붙여 넣으십시오. 이 화면은 키를 저장하지 않고, 주소가 아닌 X-API-Key 헤더로 보냅니다. 키가 없다면{' '}
                <Link to="/opn/OpnApiEdit">활용 신청</Link>을 해 주십시오.
              </>
            }
          />
        ),
      };
  const layout = layoutOf(doc, keyField);

  const code = answer ? resultCodeOf(answer.body) : '';
  const codeMsg = code in OPENAPI_RESULTS ? OPENAPI_RESULTS[code as keyof typeof OPENAPI_RESULTS].msg : '';
  const ok = answer ? answer.status >= 200 && answer.status < 300 : false;
  return (
    <div className="oa-console" data-console="">
      <p style={{ marginTop: 0 }}>
        서비스키로 <code>GET {openV1Path(doc.slug)}</code>를 실제로 부릅니다. 호출은 그 키의 하루 한도에서 셉니다.
      </p>
      <SubmitForm form={form} submit={submit} order={fieldOrder(layout)} aria-label={`${doc.title} API 시험 호출`}>
        <FormFields layout={layout} form={form} />
        <SubmitActions pending={submit.pending} label="호출하기" busyLabel="호출하는 중">
          {remembered && other ? (
            <Button variant="tertiary" onClick={() => setOther(false)}>
              방금 발급한 키 쓰기
            </Button>
          ) : null}
          {remembered && !other ? (
            <Button variant="tertiary" onClick={() => (forgetKey(), setOther(false))}>
              이 화면에서 키 지우기
            </Button>
          ) : null}
        </SubmitActions>
      </SubmitForm>
      <div className="oa-result" data-console-result="">
        <p className={`oa-result__line${answer && !ok ? ' is-error' : ''}`} role="status" data-result-line="">
          {answer ? `응답: HTTP ${answer.status}${code ? ` · 결과 코드 ${code}${codeMsg ? ` ${codeMsg}` : ''}` : ''} · ${n(answer.ms)}ms` : ''}
        </p>
        {answer ? (
          <>
            <p className="oa-result__quota" data-result-quota="">
              요청: <code>GET {answer.path}</code>
              {answer.quota.limit ? (
                <>
                  {' '}
                  · 오늘 남은 호출 {n(Number(answer.quota.remaining ?? 0))} / {n(Number(answer.quota.limit))}건
                  {answer.quota.reset ? ` (${untilRefill(Number(answer.quota.reset))} 뒤 다시 채워짐)` : ''}
                </>
              ) : null}
            </p>
            <pre className="oa-code" tabIndex={0} role="region" aria-label="응답 본문" data-result-body="">
              {answer.body}
            </pre>
          </>
        ) : null}
      </div>
    </div>
  );
}
