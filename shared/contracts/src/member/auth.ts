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

export { emptyAuthRecord, loginFormDefaults } from './auth-defaults';
