import { errorBody, errorStatus } from '@portal/ui/form';

/** 403 REAUTH_REQUIRED: the password re-check of /my/info/check or /my/pswd/check has run out. */
export function isReauthRequired(error: unknown): boolean {
  return errorStatus(error) === 403 && errorBody(error).code === 'REAUTH_REQUIRED';
}
export const REAUTH_NOTICE = '개인정보를 보호하기 위해 비밀번호를 다시 확인해 주세요.';
