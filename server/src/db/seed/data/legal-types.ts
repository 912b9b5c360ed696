// Shapes of the hand-written legal content (issue 18): consultation and legal-aid cases, court forms,
// synonym groups, the curated popular searches. The loaders (seed/legal.ts) read these.
import type { CaseBoard, FormCategory, LegalTopic } from '@portal/contracts';

/**
 * 법률상담사례 (DISCUSSION: a citizen's question and the answer) or 법률구조사례 (LEGALAID: how a
 * dispute went with legal aid): plain-language summaries resting on real decisions of
 * precedents.json. Written for this portal; every decision and article named must exist in the data.
 */
export interface LegalCaseSeed {
  /** DSC-001 … / LAC-001 … */
  caseId: string;
  board: CaseBoard;
  category: LegalTopic;
  /** Unique across both boards (it is the case's ref in the search index). */
  title: string;
  question: string;
  /** Paragraphs separated by blank lines; may name articles as 「주택임대차보호법」 제3조의3. */
  answer: string;
  /** 사건번호 exactly as precedents.json writes them. */
  precedents: string[];
  /** Statute refs as '<법령명> 제N조' / '제N조의M', the law name as its meta 제목 writes it. */
  articles: string[];
  writtenOn: string;
}

/** A form citizens file at court (대한민국 법원 전자민원센터 양식), with what it is for. */
export interface CourtFormSeed {
  formId: string;
  category: FormCategory;
  title: string;
  purpose: string;
  /** The statute the form rests on, when one (e.g. 민사집행법 제462조). */
  basis?: string;
  /** Where the official form is found. */
  sourceUrl: string;
}

export interface SynonymSeed {
  groupName: string;
  /** Phrases that mean the same: plain words and legal terms. */
  phrases: string[];
}
