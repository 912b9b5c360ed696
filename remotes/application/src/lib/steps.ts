/** The steps of an electronic application (step indicator of the consent, form and receipt pages). */
export const STEPS = ['동의', '신청서 작성', '전자서명·신청', '접수 완료'];
