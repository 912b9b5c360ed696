// The codes of the 26 proof forms (route stems: /elrcpt/prdoc/<code>Form), apart from their data
// (rules.ts) so the shell's route validation carries 26 words, not the forms and the catalogue.
export const PRDOC_FORM_CODES = [
  'Rrno',
  'RrnoIndv',
  'Robl',
  'Prnt',
  'NtnMerit',
  'IndMerit',
  'DemMerit',
  'SpclMerit',
  'Pwdbs',
  'Frgnr',
  'Expat',
  'Milt',
  'Farm',
  'HlthIspm',
  'Npn',
  'EarnAmt',
  'Txpay',
  'LcltxPay',
  'LcltxTxitm',
  'BzmnReg',
  'Clsbiz',
  'VatTxtn',
  'VatBzmnIncm',
  'Lndrg',
  'Bdst',
  'Vhr',
] as const;
export type PrdocFormCode = (typeof PRDOC_FORM_CODES)[number];
export const prdocFormPath = (code: PrdocFormCode) => `/elrcpt/prdoc/${code}Form`;
