import type { AuthRecord } from './auth';

/** The anonymous auth record (spec section 3: "the default is an empty record"). */
export const emptyAuthRecord: AuthRecord = {
  authenticated: false,
  lastLoginDate: null,
  memberId: null,
  memberName: null,
  lgnDt: null,
  mbrTypeCd: null,
};

/** Spec section 3, "Login form defaults". */
export const loginFormDefaults = { memberId: '', password: '', remember: false };
