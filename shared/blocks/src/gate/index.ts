// @portal/blocks/gate: who is applying (the dscsnApplicant call: a member or a verified guest) and,
// when nobody is, the way in (회원 로그인 / 비회원 본인확인) back to the same address. The consultation
// forms (booking, cyber consultation, KCAB) and the customer centre's Q&A use it.
export { ApplicantGate, SignInChoice, SignInNeeded, isGuest, signInLinks, useApplicantGate, type Applicant, type Gate } from './gate';
export { dscsnApplicant } from './api/dscsnApplicant';
