// The zod-free part of the contracts, for the browser's critical path: the route table, constants
// and types. zod (≈25 KB gzip) loads only where a page validates a form.
export { routes, type AreaRoutePaths } from './routes';
export * from './route-types';
export { emptyAuthRecord, loginFormDefaults } from './auth-defaults';
export type { AuthRecord } from './auth';
export type { CodeItem, NationCode } from './code';
export type { ErrorBody } from './common';
export type { AccessPageResult, MenuItem } from './menu';
export type { Registry, RegistryEntry } from './registry';
export { normaliseMenuUrl } from './menu-url';
export type {
  BuildManifest,
  NoticeSummary,
  RouteRuleResult,
  SatisfactionAnswer,
  SatisfactionSaved,
  SatisfactionStats,
  SessionExtendResult,
} from './shell';
export { SATISFACTION_COMMENT_MAX } from './shell-constants';
export * from './route-validation';
export * from './member-rules';
export type {
  FoundIds,
  JoinRequest,
  LoginResult,
  MyInfo,
  PasswordChange,
  TermsItem,
  VerifyConfirmed,
  VerifyPurpose,
  VerifyRequest,
  VerifyStarted,
} from './member';
export * from './consultation-rules';
export type {
  ApplicantPrefill,
  Calendar,
  CyberConsultation,
  CyberKind,
  CyberRequest,
  Institution,
  InstitutionSummary,
  Office,
  PublicCyber,
  Reservation,
  RsvtRequest,
  SlotList,
  UploadedFile,
  VideoRoom,
} from './consultation';
export * from './center-rules';
export type {
  FaqDetail,
  FaqItem,
  FaqList,
  NoticeDetail,
  NoticeList,
  NoticeListItem,
  Qna,
  QnaRequest,
  Survey,
  SurveyStats,
  SurveySummary,
  TermsDocument,
} from './center';
