import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, notInArray, sql } from 'drizzle-orm';
import { FORM_CATEGORIES, joOfLabel, LEGAL_TOPIC_LABELS, LEGAL_TOPICS, type FormCategory, type LegalTopic } from '@portal/contracts';
import { repoRoot } from '../../config';
import { linkArticles, linkedArticles } from '../../modules/statute/linker';
import type { Db } from '../client';
import { contentVersions, legalCases, legalForms, precedentArticles, precedents, statuteLaws } from '../schema';
import { parseCsv } from './easylaw';
import type { CourtFormSeed, LegalCaseSeed } from './data/legal-types';
import { excluded, inChunks } from './upsert';

/**
 * Statutes, precedents and statutory forms are read from disk (server/data/legal, see its
 * LICENSE-NOTES.md), not bundled: 4 MB of JSON would make dist/main.mjs as large. The folder sits at
 * the same place from src/ (tests), from dist/ (npm start) and in the server image.
 */
export const LEGAL_DATA_DIR = path.join(repoRoot, 'server', 'data', 'legal');
/** content_versions.name of what this loader wrote. */
export const LEGAL_CONTENT = 'legal';
/** Raise when the loader's output changes for the same data (the digest then forces a reload). */
const LOADER_VERSION = 1;

interface StatuteFile {
  meta: { 제목: string; 법령구분: string; 소관부처: string[]; 공포일자: string; 공포번호: string; 시행일자: string; 출처: string };
  조문: { 조문: string; 제목: string; 편장절: string; 본문: string }[];
}

interface PrecedentRecord {
  caseNo: string;
  court: string;
  date: string;
  caseName: string;
  caseType: string;
  topic: string;
  판시사항: string;
  판결요지?: string;
  참조조문?: string;
  참조판례?: string;
  전문: string;
  전문_발췌: boolean;
  판결요지_발췌: boolean;
  원문_글자수?: number;
  판례일련번호?: string;
  sourcePath?: string;
  sourceCommit?: string;
  url: string;
}

/** The hand-written content (seed/data/legal-cases.json, court-forms.ts). */
export interface HandWrittenLegal {
  cases: LegalCaseSeed[];
  courtForms: CourtFormSeed[];
}

export interface LegalSeedResult {
  /** false when the digest matched and nothing was written. */
  loaded: boolean;
  digest: string;
  laws: number;
  articles: number;
  precedents: number;
  precedentArticles: number;
  forms: number;
  cases: number;
}

/** The law's statute text as plain text: the data's Markdown marks (**①**, 1\.) removed. */
export const plainStatuteText = (body: string) => body.replace(/\*\*(.+?)\*\*/g, '$1').replace(/\\([\\`*_{}[\]()#+\-.!|<>])/g, '$1');

const TOPIC_OF_LABEL = new Map<string, LegalTopic>(LEGAL_TOPICS.map((c) => [LEGAL_TOPIC_LABELS[c], c]));

/** The field of a statutory form, from the decree or rule it belongs to. */
const FORM_CATEGORY_OF: [RegExp, FormCategory][] = [
  [/^(근로기준법|임금채권보장법|최저임금법|근로자퇴직급여 보장법|산업재해보상보험법)/, 'LABOR'],
  [/^(양육비 이행확보|가정폭력|가족관계의 등록|한부모가족)/, 'FAMILY'],
  [/^국민기초생활 보장법/, 'WELFARE'],
  [/^(주택임대차|상가건물 임대차|부동산등기)/, 'HOUSING'],
  [/^(민사소송|민사집행|소액사건|가사소송|민사조정)/, 'LITIGATION'],
  [/^채무자 회생/, 'INSOLVENCY'],
  [/^법률구조법/, 'LEGAL_AID'],
];
export function formCategoryOf(lawName: string): FormCategory {
  const hit = FORM_CATEGORY_OF.find(([re]) => re.test(lawName));
  if (!hit) throw new Error(`legal forms: no form category for the law '${lawName}' (add it to FORM_CATEGORY_OF)`);
  return hit[1];
}

const formNo = (kind: string, no: string, branch: string) => {
  const n = Number(no);
  const b = Number(branch);
  const tail = b ? `의${b}` : '';
  return kind === '별표' ? (n ? `별표 ${n}${tail}` : '별표') : `별지 제${n}${tail}호서식`;
};

const snakeKeys = (row: object) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/[A-Z]/g, (m) => '_' + m.toLowerCase()), v]));
const sha = (s: string | Buffer) => createHash('sha256').update(s).digest('hex');

/** The files of the data folder with their bytes (sorted, so the digest does not depend on the file system). */
function readData(dir: string) {
  const statuteDir = path.join(dir, 'statutes');
  const statuteFiles = readdirSync(statuteDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, bytes: readFileSync(path.join(statuteDir, file)) }));
  const precedentBytes = readFileSync(path.join(dir, 'precedents_legal_aid.json'));
  const formBytes = readFileSync(path.join(dir, 'statutory_forms_from_legalize-kr.csv'));
  return { statuteFiles, precedentBytes, formBytes };
}

interface LawVersionPlan {
  name: string;
  file: string;
  data: StatuteFile;
  status: 'CURRENT' | 'UPCOMING';
}

/**
 * Which version of each law is loaded as what: the newest version whose 시행일자 has come is CURRENT
 * (the `*_시행중_YYYY-MM-DD` file until the main file takes effect), versions taking effect later
 * are UPCOMING (shown as 시행 예정), older ones are left out.
 */
export function planVersions(files: { file: string; data: StatuteFile }[], today: string): LawVersionPlan[] {
  const byLaw = new Map<string, { file: string; data: StatuteFile }[]>();
  for (const f of files) byLaw.set(f.data.meta.제목, [...(byLaw.get(f.data.meta.제목) ?? []), f]);
  const plan: LawVersionPlan[] = [];
  for (const [name, versions] of byLaw) {
    versions.sort((a, b) => a.data.meta.시행일자.localeCompare(b.data.meta.시행일자));
    const dates = new Set(versions.map((v) => v.data.meta.시행일자));
    if (dates.size !== versions.length) throw new Error(`statutes: two files of ${name} take effect on the same day`);
    const inForce = versions.filter((v) => v.data.meta.시행일자 <= today);
    // a law none of whose versions is in force yet still shows its first version (never the case in the data)
    const current = inForce[inForce.length - 1] ?? versions[0]!;
    plan.push({ name, file: current.file, data: current.data, status: 'CURRENT' });
    for (const v of versions) if (v.data.meta.시행일자 > current.data.meta.시행일자) plan.push({ name, file: v.file, data: v.data, status: 'UPCOMING' });
  }
  return plan.sort((a, b) => a.name.localeCompare(b.name) || a.data.meta.시행일자.localeCompare(b.data.meta.시행일자));
}

/** 참조조문 lines of a precedent: one per newline or per "/ [n]" / "/ 가." marker. */
export const REF_LINE_SEPARATOR = /\s*\n\s*|\s*\/\s*(?=\[\d+\]|[가-하]\.)/;

/**
 * Loads the statute-information tables from server/data/legal and the hand-written content, in the
 * caller's transaction: statute_laws and statute_articles (the versions planVersions picks for
 * `today`, a KST date), precedents with precedent_articles (their 참조조문 linked to the articles
 * held), legal_forms (STATUTE from the form list, COURT from court-forms.ts) and legal_cases (view
 * counts kept). A digest of all of it is kept in content_versions: with the same data and the same
 * version plan, nothing is read into the tables again.
 */
export async function seedLegal(tx: Db, today: string, content: HandWrittenLegal, dir = LEGAL_DATA_DIR): Promise<LegalSeedResult> {
  const raw = readData(dir);
  const statuteFiles = raw.statuteFiles.map(({ file, bytes }) => ({ file, data: JSON.parse(bytes.toString('utf8')) as StatuteFile }));
  const plan = planVersions(statuteFiles, today);
  const digest = sha(
    JSON.stringify([
      LOADER_VERSION,
      raw.statuteFiles.map((f) => [f.file, sha(f.bytes)]),
      sha(raw.precedentBytes),
      sha(raw.formBytes),
      plan.map((p) => [p.file, p.status]),
      content,
    ]),
  );
  const [stored] = await tx.select({ digest: contentVersions.digest }).from(contentVersions).where(eq(contentVersions.name, LEGAL_CONTENT));
  const none = { digest, laws: 0, articles: 0, precedents: 0, precedentArticles: 0, forms: 0, cases: 0 };
  if (stored?.digest === digest) return { loaded: false, ...none };

  // ── statutes ──
  const lawRows = plan.map((p) => ({
    name: p.name,
    enforceDate: p.data.meta.시행일자,
    status: p.status,
    lawKind: p.data.meta.법령구분,
    promulgated: p.data.meta.공포일자 || null,
    promulgationNo: p.data.meta.공포번호 || null,
    ministry: p.data.meta.소관부처.join(', ') || null,
    sourceUrl: p.data.meta.출처,
    articleCount: p.data.조문.length,
  }));
  const articleRows = plan.flatMap((p) =>
    p.data.조문.map((a, i) => {
      const jo = joOfLabel(a.조문);
      if (!jo) throw new Error(`statutes: ${p.file} has an article numbered '${a.조문}'`);
      return { lawName: p.name, enforceDate: p.data.meta.시행일자, jo, seq: i + 1, label: a.조문, title: a.제목, part: a.편장절, body: plainStatuteText(a.본문) };
    }),
  );
  // the articles links may point at: those of the versions in force
  const held = new Map<string, Set<string>>();
  for (const a of articleRows) if (plan.some((p) => p.status === 'CURRENT' && p.name === a.lawName && p.data.meta.시행일자 === a.enforceDate)) held.set(a.lawName, (held.get(a.lawName) ?? new Set()).add(a.jo));

  // ── precedents ──
  const records = JSON.parse(raw.precedentBytes.toString('utf8')) as PrecedentRecord[];
  const precedentRows = records.map((r) => {
    const topic = TOPIC_OF_LABEL.get(r.topic);
    if (!topic) throw new Error(`precedents: ${r.caseNo} has the topic '${r.topic}', which is not one of LEGAL_TOPIC_LABELS`);
    return {
      caseNo: r.caseNo,
      court: r.court,
      decidedOn: r.date,
      caseName: r.caseName,
      caseType: r.caseType,
      topic,
      holdings: r.판시사항 ?? '',
      summary: r.판결요지 ?? '',
      summaryExcerpted: Boolean(r.판결요지_발췌),
      refArticles: r.참조조문 ?? '',
      refPrecedents: r.참조판례 ?? '',
      fullText: r.전문 ?? '',
      fullExcerpted: Boolean(r.전문_발췌),
      fullLength: r.원문_글자수 ?? null,
      serialNo: r.판례일련번호 ?? null,
      sourceUrl: r.url,
      sourcePath: r.sourcePath ?? null,
      sourceCommit: r.sourceCommit ?? null,
    };
  });
  const linkRows = precedentRows.flatMap((p) =>
    linkedArticles(linkArticles(p.refArticles, { articles: held })).map((a, i) => ({ caseNo: p.caseNo, lawName: a.law, jo: a.jo, seq: i + 1 })),
  );

  // ── forms ──
  const [header, ...formLines] = parseCsv(raw.formBytes.toString('utf8'));
  const col = (name: string) => {
    const i = header!.indexOf(name);
    if (i < 0) throw new Error(`statutory forms: the CSV has no column ${name}`);
    return i;
  };
  const c = { law: col('법령명'), kind: col('법령구분'), date: col('시행일자'), type: col('구분'), no: col('번호'), branch: col('가지번호'), title: col('제목'), file: col('파일링크'), pdf: col('PDF링크'), source: col('법령출처') };
  const statuteForms = formLines
    // a repealed form keeps its number with the title 삭제 <date>: nothing to fill in
    .filter((f) => !/^삭제\s*</.test(f[c.title]!.trim()))
    .map((f, i) => ({
      formId: `LF-${sha(`${f[c.law]}|${f[c.type]}|${f[c.no]}|${f[c.branch]}`).slice(0, 12)}`,
      source: 'STATUTE' as const,
      category: formCategoryOf(f[c.law]!),
      title: f[c.title]!.trim(),
      purpose: '',
      lawName: f[c.law]!,
      lawKind: f[c.kind]!,
      enforceDate: f[c.date] || null,
      formNo: formNo(f[c.type]!, f[c.no]!, f[c.branch]!),
      fileUrl: f[c.file] || null,
      pdfUrl: f[c.pdf] || null,
      sourceUrl: f[c.source]!,
      sortOrder: i + 1,
    }));
  const courtForms = content.courtForms.map((f, i) => {
    if (!FORM_CATEGORIES.includes(f.category)) throw new Error(`court forms: ${f.formId} has the category '${f.category}'`);
    return {
      formId: f.formId,
      source: 'COURT' as const,
      category: f.category,
      title: f.title,
      purpose: f.purpose,
      // the statute the form rests on, as written (e.g. 민사집행법 제462조)
      lawName: f.basis ?? null,
      lawKind: null,
      enforceDate: null,
      formNo: null,
      fileUrl: null,
      pdfUrl: null,
      sourceUrl: f.sourceUrl,
      sortOrder: i + 1,
    };
  });

  // ── cases ──
  const caseRows = content.cases.map((k, i) => ({
    caseId: k.caseId,
    board: k.board,
    category: k.category,
    title: k.title,
    question: k.question,
    answer: k.answer,
    precedents: k.precedents,
    articles: k.articles,
    writtenOn: k.writtenOn,
    sortOrder: i + 1,
  }));

  // everything but the cases' view counts is the data's: replaced whole
  await tx.delete(statuteLaws);
  await tx.delete(precedents);
  await tx.delete(legalForms);
  await inChunks(lawRows, 200, (chunk) => tx.insert(statuteLaws).values(chunk));
  // one JSON parameter per chunk: on PGlite several times faster than 8 bind parameters a row
  await inChunks(articleRows, 3000, (chunk) =>
    tx.execute(sql`INSERT INTO statute_articles (law_name, enforce_date, jo, seq, label, title, part, body)
      SELECT law_name, enforce_date, jo, seq, label, title, part, body FROM json_populate_recordset(null::statute_articles, ${JSON.stringify(chunk.map(snakeKeys))}::json)`),
  );
  await inChunks(precedentRows, 50, (chunk) => tx.insert(precedents).values(chunk));
  await inChunks(linkRows, 500, (chunk) => tx.insert(precedentArticles).values(chunk));
  await inChunks([...statuteForms, ...courtForms], 200, (chunk) => tx.insert(legalForms).values(chunk));
  if (caseRows.length) {
    await inChunks(caseRows, 100, (chunk) =>
      tx
        .insert(legalCases)
        .values(chunk)
        .onConflictDoUpdate({
          target: legalCases.caseId,
          set: excluded(['board', 'category', 'title', 'question', 'answer', 'precedents', 'articles', 'writtenOn', 'sortOrder']),
        }),
    );
    await tx.delete(legalCases).where(notInArray(legalCases.caseId, caseRows.map((r) => r.caseId)));
  } else await tx.delete(legalCases);
  await tx
    .insert(contentVersions)
    .values({ name: LEGAL_CONTENT, digest })
    .onConflictDoUpdate({ target: contentVersions.name, set: { digest, loadedAt: sql`now()` } });
  return {
    loaded: true,
    digest,
    laws: lawRows.length,
    articles: articleRows.length,
    precedents: precedentRows.length,
    precedentArticles: linkRows.length,
    forms: statuteForms.length + courtForms.length,
    cases: caseRows.length,
  };
}
