import { useRef, useState } from 'react';
import { CAPTCHA_AFTER_FAILURES, CAPTCHA_LENGTH, CAPTCHA_TTL_SECONDS, CaptchaCheck } from '@portal/contracts';
import { captchaCheck, useCaptcha } from '@portal/blocks/verify';
import { httpErrorSentence } from '@portal/http';
import { Button, CaptchaField, ErrorSummary, FormSection, Notice, issuesToErrors, serverFieldErrors, submitWith, useRefusals } from '@portal/ui/form';
import { SampleFrame, SampleResult } from '../../lib/sample-frame';

const PARTS = [
  { name: 'CaptchaField (그림, 소리로 듣기, 새 문자 받기)', where: '@portal/ui/form' },
  { name: 'useCaptcha (받기, 한 번 확인한 뒤 새로 받기, 5분 전 새로 받기)', where: '@portal/blocks/verify' },
  { name: 'captchaNew, captchaImage, captchaAudio, captchaCheck (자동 입력 방지 문자를 주고 확인하는 서버 호출)', where: 'server/src/modules/member/captcha-routes.ts' },
  { name: 'IdentityVerification (비회원 본인확인, 비밀번호 찾기에서 실패가 거듭되면)', where: '@portal/blocks/verify' },
];

const FIELD = 'captcha-sample-answer';

/**
 * /sample/CaptchaSample (issue 35): the portal's 자동 입력 방지 문자 against the real server — the
 * picture drawn as strokes, the digits read aloud in Korean, one check per challenge within five
 * minutes. The same field appears in the guest and password-search verifications after failures.
 */
export default function CaptchaSamplePage() {
  const captcha = useCaptcha(true);
  const { errors, attempt, refuse, clear } = useRefusals();
  const [general, setGeneral] = useState('');
  const [passed, setPassed] = useState(0);
  const [busy, setBusy] = useState(false);
  const pending = useRef(false);


  const submit = async () => {
    if (pending.current) return;
    const parsed = CaptchaCheck.safeParse({ captchaId: captcha.challenge?.captchaId ?? '', captchaAnswer: captcha.answer });
    if (!parsed.success) return refuse(issuesToErrors(parsed.error.issues));
    pending.current = true;
    setBusy(true);
    setGeneral('');
    try {
      await captchaCheck.run(null, { body: parsed.data });
      clear();
      setPassed((n) => n + 1);
    } catch (e) {
      const fields = serverFieldErrors(e);
      if (fields) refuse(fields);
      else setGeneral(httpErrorSentence(e));
      setPassed(0);
    } finally {
      pending.current = false;
      setBusy(false);
      void captcha.refresh();
    }
  };

  return (
    <SampleFrame
      page="sample-captcha"
      title="자동 입력 방지 문자 견본"
      lead={`프로그램이 본인확인을 자동으로 되풀이하지 못하도록, 사람이 그림의 숫자 ${CAPTCHA_LENGTH}자리를 읽거나 소리로 듣고 입력합니다. 서버가 확인하며, 한 문자는 ${CAPTCHA_TTL_SECONDS / 60}분 안에 한 번만 확인할 수 있습니다.`}
      parts={PARTS}
    >
      <form
        className="fm-form"
        noValidate
        onSubmit={submitWith(submit)}
      >
        <ErrorSummary errors={errors} attempt={attempt} idOf={() => FIELD} order={['captchaAnswer', 'captchaId']} />
        {general ? (
          <Notice tone="error" role="alert">
            <p>{general}</p>
          </Notice>
        ) : null}
        <FormSection title="자동 입력 방지 확인" id="captcha-sample" description="그림이 잘 보이지 않으면 새 문자 받기를, 그림을 볼 수 없으면 소리로 듣기를 눌러 주세요.">
          <CaptchaField
            id={FIELD}
            challenge={captcha.challenge}
            loadFailed={captcha.failed}
            value={captcha.answer}
            onValue={(v) => {
              captcha.setAnswer(v);
              clear();
            }}
            error={errors.captchaAnswer ?? errors.captchaId}
            onRefresh={() => void captcha.refresh()}
            refreshing={captcha.refreshing}
          />
        </FormSection>
        <div className="fm-actions">
          <Button type="submit" busy={busy}>
            확인하기
          </Button>
        </div>
      </form>
      {passed ? (
        <SampleResult title="맞습니다" focus>
          <p>서버가 입력한 숫자를 확인했습니다. 이 문자는 다시 쓸 수 없어 새 문자를 받아 두었습니다.</p>
        </SampleResult>
      ) : null}
      <section aria-labelledby="captcha-where">
        <h2 id="captcha-where" className="sp-h2">
          포털에서 나오는 곳
        </h2>
        <ul>
          <li>
            비회원 본인확인과 비밀번호 찾기에서 한 시간 안에 본인확인이 {CAPTCHA_AFTER_FAILURES}번 실패하면(같은 브라우저 또는 같은 인터넷 주소), 그다음 인증번호를 받을 때
            이 칸이 나옵니다.
          </li>
          <li>입력한 내용은 그대로 남고, 자동 입력 방지 문자만 새로 받아 입력하면 됩니다.</li>
          <li>그림은 글자가 아닌 선으로 그려 복사할 수 없고, 소리는 숫자를 한국어로 두 번 읽어 줍니다.</li>
        </ul>
      </section>
    </SampleFrame>
  );
}
