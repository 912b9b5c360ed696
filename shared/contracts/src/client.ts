// The zod-free part of the contracts, for the browser's critical path: the route table, constants
// and types. zod (≈25 KB gzip) loads only where a page validates a form.
import type { AreaRoutePaths as PublicAreaRoutePaths } from './routes';
import type { AdminRoutePath } from './admin/routes';
export { routes } from './routes';
export * from './admin/routes';
/** The route paths of each area: the public ones of routes.txt, and the back office's under /admin. */
export type AreaRoutePaths = PublicAreaRoutePaths & { backoffice: AdminRoutePath };
export * from './route-types';
export { emptyAuthRecord, loginFormDefaults } from './member/auth-defaults';
export type { AuthRecord } from './member/auth';
export type { CodeItem, NationCode } from './shell/code';
export type { ErrorBody, UploadedFile } from './common';
export type { AccessPageResult, MenuItem } from './shell/menu';
export type { Registry, RegistryEntry } from './shell/registry';
export { normaliseMenuUrl } from './shell/menu-url';
export type {
  BuildManifest,
  RouteRuleResult,
  SatisfactionAnswer,
  SatisfactionSaved,
  SatisfactionStats,
  SessionExtendResult,
} from './shell/schemas';
export { SATISFACTION_COMMENT_MAX } from './shell/rules';
export * from './route-validation';
export * from './member/rules';
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
} from './member/schemas';
export * from './dscsn/rules';
export type {
  ApplicantPrefill,
  Calendar,
  CyberConsultation,
  CyberRequest,
  Institution,
  InstitutionSummary,
  Office,
  PublicCyber,
  Reservation,
  RsvtRequest,
  SlotList,
  VideoRoom,
} from './dscsn/schemas';
export * from './center/rules';
export * from './dgstfn/rules';
export * from './elrcpt/rules';
export type { Application, ApplicationContent, ApplicationSummary, Consent, DraftContent, ElrcptStart, MyHome, SignDocument, SignState, SignStatus, SignVerifyResult } from './elrcpt/schemas';
export type {
  FaqDetail,
  FaqItem,
  FaqList,
  NoticeDetail,
  NoticeList,
  NoticeListItem,
  NoticeSummary,
  Qna,
  QnaRequest,
} from './center/schemas';
export type { Survey, SurveyStats, SurveySummary } from './dgstfn/schemas';
export type { TermsDocument } from './policy/schemas';
export * from './slfdgns/rules';
export type { EvaluateAnswer, EvaluateRequest } from './slfdgns/schemas';
export * from './prdoc/rules';
export type { AplyPrdocs, MyDoc, MyDocCreate, MyDocPage, PrdocItem, PrdocRecord, PrdocRecordView, PrdocSupply, WalletList } from './prdoc/schemas';
export * from './search/rules';
export * from './ai/rules';
export type { AiAnswer, AiCitation, AiConversation, AiConversationList } from './ai/schemas';
export type { PopularList, SearchItem, SearchResult, SuggestList, Synonym } from './search/schemas';
export * from './statute/rules';
export type { CaseDetail, CaseList, FormItem, FormList, LawList, LinkedText, PrecedentDetail, PrecedentList, StatuteArticleView } from './statute/schemas';
export * from './services/rules';
export * from './openapi/rules';
export { SIGUNGU } from './services/sigungu';
export type { ApplyStep, FinderQuery, FinderResult, SvcInstitutionDetail, SvcInstitutionList, SvcInstitution, InstNotice, InstNoticeList, SvcOffice, SvcOfficeList, OneStopList, OneStopReceipt, OneStopRequest, ServiceDetail, ServiceList, ServiceSummary } from './services/schemas';
export { directionParticle, objectParticle, subjectParticle, topicParticle } from './particles';
