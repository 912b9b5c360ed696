import { errorBody, errorStatus } from '@portal/ui/form';

/** 403 REAUTH_REQUIRED: the password re-check of /my/info/check or /my/pswd/check has run out. */
export function isReauthRequired(error: unknown): boolean {
  return errorStatus(error) === 403 && errorBody(error).code === 'REAUTH_REQUIRED';
}
export const PASSWORD_CHANGED_NOTICE = '비밀번호를 바꿨습니다. 새 비밀번호로 다시 로그인해 주세요.';
export const REAUTH_NOTICE = '개인정보를 보호하기 위해 비밀번호를 다시 확인해 주세요.';
