// The shapes of an application's numbers, apart from the rest of the rules: the route check on the
// main page's path (route-validation.ts) needs only these, not the forms and code lists beside them.

/** Application numbers: A + date (KST) + 6 digits, e.g. A20261125-000042. */
export const APLY_NO_PATTERN = /^A\d{8}-\d{6}$/;
/** E-signature request ids: S + 24 lowercase hex. */
export const SIGN_ID_PATTERN = /^S[0-9a-f]{24}$/;
