import { z } from 'zod';

/** Spec section 3, "Auth (login state)". Anonymous visitors get the same keys with nulls. */
export const AuthRecord = z.object({
  authenticated: z.boolean(),
  lastLoginDate: z.string().nullable(),
  memberId: z.string().nullable(),
  memberName: z.string().nullable(),
  lgnDt: z.string().nullable(),
  mbrTypeCd: z.string().nullable(),
});
export type AuthRecord = z.infer<typeof AuthRecord>;

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
