// Display helpers of the cyber pages: Korean dates (Asia/Seoul), won amounts (@portal/ui/format), masking.
export { digitsOnly, fmtDate, fmtDateTime, withThousands, wonInKorean } from '@portal/ui/format';
export { maskMobile } from '@portal/contracts/client';
