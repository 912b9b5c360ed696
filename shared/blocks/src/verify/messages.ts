import { VERIFY_CODE_LENGTH, VERIFY_MAX_TRIES, VERIFY_RESEND_COOLDOWN_SECONDS } from '@portal/contracts/client';

export type VerifyMethod = 'SMS' | 'SIMPLE';
export interface VerifyErrorBody {
  message?: string;
  code?: string;
  triesLeft?: number;
  retryAfterSeconds?: number;
}

function waitText(seconds: number): string {
  return seconds >= 60 ? `${Math.ceil(seconds / 60)}분` : `${seconds}초`;
}

/** The codes whose message is a fixed sentence for the whole form (no field, no numbers). */
const FORM_MESSAGES: Record<string, string> = {
  NOT_APPROVED: '앱에서 아직 인증을 승인하지 않았습니다. 휴대전화의 앱에서 승인한 뒤 인증 완료를 눌러 주세요.',
  DENIED: '앱에서 인증을 거절했습니다. 본인이 요청한 것이 맞다면 인증 요청을 다시 눌러 주세요.',
  PROVIDER_ERROR: '본인확인 기관에 연결하지 못했습니다. 잠시 뒤 다시 시도해 주세요.',
  ALREADY_MEMBER: '이미 가입한 분입니다. 한 사람은 한 계정만 만들 수 있습니다. 아이디 찾기에서 아이디를 확인해 주세요.',
  IDENTITY_MISMATCH: '본인확인 기관에 등록된 정보와 이름, 생년월일, 휴대전화 번호가 맞지 않습니다. 입력한 내용을 확인해 주세요.',
  NOT_FOUND: '본인확인 요청을 찾을 수 없습니다. 처음부터 다시 요청해 주세요.',
  NO_MEMBER: '입력하신 아이디와 본인확인한 정보가 맞는 회원을 찾지 못했습니다. 아이디와 이름, 생년월일, 휴대전화 번호를 확인해 주세요.',
  NOT_VERIFIED: '본인확인을 먼저 해 주세요. 본인확인한 지 10분이 지났다면 다시 해 주세요.',
  NOT_SAME_PERSON: '회원 본인 명의의 휴대전화로 본인확인해 주세요. 본인확인한 사람이 회원과 다릅니다.',
};

/** Korean message and the field it belongs to, for every VerifyError code. */
export function verifyErrorMessage(body: VerifyErrorBody, method: VerifyMethod): { field: string; text: string } {
  const n = body.triesLeft;
  const wait = body.retryAfterSeconds ?? 0;
  switch (body.code) {
    case 'CODE_MISMATCH':
      return { field: 'code', text: `인증번호가 맞지 않습니다. 문자로 받은 인증번호 ${VERIFY_CODE_LENGTH}자리를 다시 입력해 주세요.${n !== undefined ? ` (남은 횟수 ${n}번)` : ''}` };
    case 'EXPIRED':
      return method === 'SMS'
        ? { field: 'code', text: '인증 시간 3분이 지났습니다. 인증번호 재전송을 눌러 새 인증번호를 받아 주세요.' }
        : { field: '', text: '인증 요청 시간이 지났습니다. 인증 요청을 다시 눌러 주세요.' };
    case 'TOO_MANY_TRIES':
      return { field: 'code', text: `인증번호를 ${VERIFY_MAX_TRIES}번 틀렸습니다. 인증번호 재전송을 눌러 새 인증번호를 받아 주세요.` };
    case 'RESEND_TOO_SOON':
      return { field: '', text: `인증번호는 ${waitText(wait || VERIFY_RESEND_COOLDOWN_SECONDS)} 뒤에 다시 받을 수 있습니다. 잠시 기다린 뒤 다시 눌러 주세요.` };
    case 'CAPTCHA_REQUIRED':
      return { field: 'captchaAnswer', text: '본인확인에 여러 번 실패하여 자동 입력 방지 확인이 필요합니다. 그림의 숫자를 입력한 뒤 다시 눌러 주세요.' };
    case 'RATE_LIMITED':
      return { field: 'mobileNo', text: `인증 요청이 너무 많습니다. ${wait ? `${waitText(wait)} 뒤에` : '잠시 뒤'} 다시 시도해 주세요.` };
    default: {
      const fixed = body.code && Object.hasOwn(FORM_MESSAGES, body.code) ? FORM_MESSAGES[body.code] : undefined;
      return { field: '', text: fixed ?? (body.message || '본인확인을 하지 못했습니다. 잠시 뒤 다시 시도해 주세요.') };
    }
  }
}
