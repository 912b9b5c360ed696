// What the one search index holds and how a source row becomes a search_docs row. A full re-index
// runs after the seed loads changed content; notices and FAQ entries are indexed in the transaction
// that writes them, so they are searchable at once on every replica (the index is in the database).
import { sql, type SQL } from 'drizzle-orm';
import {
  CASE_BOARD_LABELS,
  FAQ_CATEGORY_LABELS,
  FORM_CATEGORY_LABELS,
  LEGAL_TOPIC_LABELS,
  caseHref,
  precedentHref,
  precedentRef,
  statuteHref,
  statuteRef,
  type FaqCategory,
  type FormCategory,
  type LegalTopic,
  type SearchKind,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { choseongOf, docLexemes, jamoKey, words } from './korean';

type Tx = Pick<Db, 'execute'>;

export interface SearchDocInput {
  kind: SearchKind;
  ref: string;
  title: string;
  meta: string;
  body: string;
  url: string;
  category: string;
  docDate: string | null;
  boost: number;
  /** Words that find the item as strongly as its title but are not shown (a law's short name). */
  keywords?: string;
  /** The title's own words when part of it is context shared by many items (an article's number and heading, not its law). */
  titleOwn?: string;
  /** That context: indexed with the meta. */
  titleContext?: string;
  /**
   * How others describe the item, indexed with the body but not shown: the questions of the cases
   * that cite a statute article or rest on a precedent (citizens' words for a legal rule).
   */
  related?: string;
  sourceKey: string;
}

const rows = async <T>(tx: Tx, query: ReturnType<typeof sql>) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
const day = (d: unknown) => (d == null ? null : d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));
const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

// ─── Sources ───
/** The titles and questions of the cases citing each statute article and precedent, by its ref. */
async function citingCases(tx: Tx) {
  const cases = await rows<{ title: string; question: string; precedents: string[]; articles: string[] }>(tx, sql`SELECT title, question, precedents, articles FROM legal_cases`);
  const by = new Map<string, string[]>();
  const add = (ref: string, text: string) => by.set(ref, [...(by.get(ref) ?? []), text]);
  for (const c of cases) {
    for (const a of c.articles) add(a, `${c.title}\n${c.question}`);
    for (const p of c.precedents) add(precedentRef(p), `${c.title}\n${c.question}`);
  }
  return by;
}

async function statuteDocs(tx: Tx): Promise<SearchDocInput[]> {
  const list = await rows<{ law_name: string; law_kind: string; enforce_date: unknown; jo: string; label: string; title: string; part: string; body: string }>(
    tx,
    sql`SELECT a.law_name, l.law_kind, a.enforce_date, a.jo, a.label, a.title, a.part, a.body
          FROM statute_articles a JOIN statute_laws l ON l.name = a.law_name AND l.enforce_date = a.enforce_date
         WHERE l.status = 'CURRENT' ORDER BY a.law_name, a.seq`,
  );
  const citing = await citingCases(tx);
  return list
    .filter((a) => !/^삭제\s*[<＜(]?/.test(a.body.trim()))
    .map((a) => ({
      kind: 'statute' as const,
      ref: statuteRef(a.law_name, a.jo),
      title: `${a.law_name} ${a.label}${a.title ? `(${a.title})` : ''}`,
      meta: [a.law_kind, a.part.replace(/\s*>\s*/g, ' › ')].filter(Boolean).join(' · '),
      body: a.body.replace(/\*\*/g, ''),
      url: statuteHref(a.law_name, a.jo),
      category: a.law_name,
      docDate: day(a.enforce_date),
      // the acts citizens rely on before their decrees and rules
      boost: a.law_kind === '법률' ? 1 : 0.8,
      // every article's title names its law: the name places the article, the heading finds it
      titleOwn: `${a.label} ${a.title}`,
      titleContext: a.law_name,
      related: citing.get(statuteRef(a.law_name, a.jo))?.join('\n'),
      sourceKey: `statute:${a.law_name}:${a.jo}`,
    }));
}

async function precedentDocs(tx: Tx): Promise<SearchDocInput[]> {
  const list = await rows<{ case_no: string; decided_on: unknown; case_name: string; case_type: string; topic: string; holdings: string; summary: string; ref_articles: string }>(
    tx,
    sql`SELECT case_no, decided_on, case_name, case_type, topic, holdings, summary, ref_articles FROM precedents`,
  );
  const citing = await citingCases(tx);
  return list.map((p) => ({
    kind: 'precedent' as const,
    ref: precedentRef(p.case_no),
    title: `${p.case_name} (대법원 ${p.case_no})`,
    meta: `대법원 ${day(p.decided_on)} 선고 ${p.case_no} · ${p.case_type} · ${LEGAL_TOPIC_LABELS[p.topic as LegalTopic] ?? p.topic}`,
    body: [p.holdings, p.summary, p.ref_articles].filter(Boolean).join('\n'),
    url: precedentHref(p.case_no),
    category: p.topic,
    docDate: day(p.decided_on),
    boost: 1,
    keywords: `${LEGAL_TOPIC_LABELS[p.topic as LegalTopic] ?? ''} ${p.case_no}`,
    related: citing.get(precedentRef(p.case_no))?.join('\n'),
    sourceKey: `precedent:${p.case_no}`,
  }));
}

async function caseDocs(tx: Tx): Promise<SearchDocInput[]> {
  const list = await rows<{ case_id: string; board: 'DISCUSSION' | 'LEGALAID'; category: string; title: string; question: string; answer: string; written_on: unknown }>(
    tx,
    sql`SELECT case_id, board, category, title, question, answer, written_on FROM legal_cases`,
  );
  return list.map((c) => ({
    kind: 'case' as const,
    ref: c.title,
    title: c.title,
    meta: `${CASE_BOARD_LABELS[c.board]} · ${LEGAL_TOPIC_LABELS[c.category as LegalTopic] ?? c.category}`,
    body: `${c.question}\n${c.answer}`,
    url: caseHref(c.board, c.case_id),
    category: c.category,
    docDate: day(c.written_on),
    boost: 1,
    keywords: LEGAL_TOPIC_LABELS[c.category as LegalTopic] ?? '',
    sourceKey: `case:${c.case_id}`,
  }));
}

async function formDocs(tx: Tx): Promise<SearchDocInput[]> {
  const list = await rows<{ form_id: string; source: 'STATUTE' | 'COURT'; category: string; title: string; purpose: string; law_name: string | null; form_no: string | null; enforce_date: unknown }>(
    tx,
    sql`SELECT form_id, source, category, title, purpose, law_name, form_no, enforce_date FROM legal_forms`,
  );
  return list.map((f) => ({
    kind: 'form' as const,
    ref: f.title,
    title: f.title,
    meta: [f.source === 'COURT' ? '법원 제출 서식' : '법령 서식', f.law_name, f.form_no, FORM_CATEGORY_LABELS[f.category as FormCategory]].filter(Boolean).join(' · '),
    body: f.purpose,
    url: `${f.source === 'COURT' ? '/statuteinfo/template/supremecourt/list' : '/statuteinfo/template/korea/list'}?${new URLSearchParams({ q: f.title }).toString()}`,
    category: f.category,
    docDate: day(f.enforce_date),
    // a form a citizen files at court is what most searches for a form want
    boost: f.source === 'COURT' ? 1.1 : 0.9,
    keywords: FORM_CATEGORY_LABELS[f.category as FormCategory] ?? '',
    sourceKey: `form:${f.form_id}`,
  }));
}

interface FaqRowLike {
  faq_id: string;
  category: string;
  question: string;
  answer_text: string;
  updated_at: unknown;
  use_yn: boolean;
}
const faqDoc = (f: FaqRowLike): SearchDocInput => ({
  kind: 'faq',
  ref: f.question,
  title: f.question,
  meta: `자주 묻는 질문 · ${FAQ_CATEGORY_LABELS[f.category as FaqCategory] ?? f.category}`,
  body: f.answer_text,
  url: `/center/faq/detail?faqId=${encodeURIComponent(f.faq_id)}`,
  category: f.category,
  docDate: day(f.updated_at),
  boost: 1,
  keywords: FAQ_CATEGORY_LABELS[f.category as FaqCategory] ?? '',
  sourceKey: `faq:${f.faq_id}`,
});
/** The FAQ entries `where` picks, as faqDoc reads them. */
const faqRows = (tx: Tx, where: SQL) => rows<FaqRowLike>(tx, sql`SELECT faq_id, category, question, answer_text, updated_at, use_yn FROM faqs WHERE ${where}`);

interface NoticeRowLike {
  ntt_id: string;
  category: string;
  title: string;
  body: string;
  posted_at: unknown;
  use_yn: boolean;
}
const noticeDoc = (n: NoticeRowLike): SearchDocInput => ({
  kind: 'notice',
  ref: n.title,
  title: n.title,
  meta: `공지사항 · ${n.category}`,
  body: n.body,
  url: `/center/ntc/detail?nttId=${encodeURIComponent(n.ntt_id)}`,
  category: n.category,
  docDate: day(n.posted_at),
  // notices age: the newest rank first among equals (see the engine's recency)
  boost: 0.8,
  sourceKey: `notice:${n.ntt_id}`,
});
/** The notices `where` picks, as noticeDoc reads them. */
const noticeRows = (tx: Tx, where: SQL) => rows<NoticeRowLike>(tx, sql`SELECT ntt_id, category, title, body, posted_at, use_yn FROM notices WHERE ${where}`);

async function faqDocs(tx: Tx) {
  return (await faqRows(tx, sql`use_yn`)).map(faqDoc);
}
async function noticeDocs(tx: Tx) {
  return (await noticeRows(tx, sql`use_yn`)).map(noticeDoc);
}

async function serviceDocs(tx: Tx): Promise<SearchDocInput[]> {
  const list = await rows<{ inst_code: string; name: string; summary: string; info_path: string; description: string[]; handles: string[]; eligibility: string[]; services: { title: string; description: string; href: string | null }[] }>(
    tx,
    sql`SELECT inst_code, name, summary, info_path, description, handles, eligibility, services FROM dscsn_institutions ORDER BY sort_order`,
  );
  const consult: SearchDocInput[] = list.flatMap((i) => [
    {
      kind: 'service' as const,
      ref: i.name,
      title: i.name,
      meta: `기관 · ${i.summary}`,
      body: [...i.description, ...i.handles, ...i.eligibility].join('\n'),
      url: i.info_path,
      category: 'INSTITUTION',
      docDate: null,
      boost: 1,
      keywords: i.handles.join(' '),
      sourceKey: `service:${i.inst_code}`,
    },
    ...i.services.map((s, n) => ({
      kind: 'service' as const,
      ref: `${i.name} ${s.title}`,
      title: `${s.title} (${i.name})`,
      meta: `서비스 · ${i.name}`,
      body: s.description,
      url: s.href ?? i.info_path,
      category: 'SERVICE',
      docDate: null,
      boost: 0.9,
      sourceKey: `service:${i.inst_code}:${n}`,
    })),
  ]);
  return [...consult, ...(await catalogueDocs(tx, list))];
}

/**
 * The service catalogue's institutions and services (issue 20) beyond the consultation institutions
 * above, which stay as they are (their pages take the booking); a catalogue service named like one of
 * them (법률홈닥터, 금융복지상담센터) is that institution.
 */
async function catalogueDocs(tx: Tx, consult: { inst_code: string; name: string }[]): Promise<SearchDocInput[]> {
  const consultCodes = new Set(consult.map((i) => i.inst_code));
  const consultNames = new Set(consult.map((i) => i.name));
  const insts = (
    await rows<{ code: string; name: string; unit: string | null; summary: string; linked: string[] }>(
      tx,
      sql`SELECT code, name, unit, summary, linked FROM svc_institutions WHERE use_yn ORDER BY sort_order`,
    )
  ).filter((i) => !consultCodes.has(i.code));
  const services = await rows<{ id: string; inst_code: string; title: string; summary: string; who: string[]; documents: string[]; cost: string }>(
    tx,
    sql`SELECT id, inst_code, title, summary, who, documents, cost FROM svc_services WHERE use_yn ORDER BY inst_code, sort_order`,
  );
  return insts.flatMap((i) => {
    const own = services.filter((s) => s.inst_code === i.code && !consultNames.has(s.title));
    return [
      {
        kind: 'service' as const,
        ref: i.name,
        title: i.unit ? `${i.name} (${i.unit})` : i.name,
        meta: `기관 · ${i.summary}`,
        body: [...i.linked, ...own.map((s) => s.title)].join('\n'),
        url: `/servicepvsn/detail?inst=${encodeURIComponent(i.code)}`,
        category: 'INSTITUTION',
        docDate: null,
        boost: 1,
        sourceKey: `catalogue:${i.code}`,
      },
      ...own.map((s) => ({
        kind: 'service' as const,
        ref: `${i.name} ${s.title}`,
        title: `${s.title} (${i.name})`,
        meta: `서비스 · ${i.name} · ${s.cost}`,
        body: [s.summary, ...s.who, ...s.documents].join('\n'),
        url: `/servicetype/detail?id=${encodeURIComponent(s.id)}`,
        category: 'SERVICE',
        docDate: null,
        boost: 0.9,
        sourceKey: `catalogue:${i.code}:${s.id}`,
      })),
    ];
  });
}

const SOURCES: Record<SearchKind, (tx: Tx) => Promise<SearchDocInput[]>> = {
  statute: statuteDocs,
  precedent: precedentDocs,
  case: caseDocs,
  form: formDocs,
  faq: faqDocs,
  notice: noticeDocs,
  service: serviceDocs,
};

// ─── Writing ───
const BODY_MAX = 20_000;

/** Lexemes by weight: A title and keywords, B meta, C body (a lexeme counts once, at its best weight). */
export function weightedLexemes(d: Pick<SearchDocInput, 'title' | 'meta' | 'body' | 'keywords' | 'related' | 'titleOwn' | 'titleContext'>) {
  const a = new Set(docLexemes(`${d.titleOwn ?? d.title} ${d.keywords ?? ''}`));
  const b = new Set(docLexemes(`${d.meta} ${d.titleContext ?? ''}`).filter((l) => !a.has(l)));
  const c = docLexemes(`${clip(d.body, BODY_MAX)}\n${d.related ?? ''}`).filter((l) => !a.has(l) && !b.has(l));
  return { a: [...a], b: [...b], c };
}

/**
 * The tsvector as text: every lexeme at position 1 with its weight (a weight needs a position: a
 * lexeme without one matches a weight-restricted query whatever its field).
 */
const tsvectorText = (a: string[], b: string[], c: string[]) =>
  [...a.map((l) => `${quoteLexeme(l)}:1A`), ...b.map((l) => `${quoteLexeme(l)}:1B`), ...c.map((l) => `${quoteLexeme(l)}:1C`)].join(' ');
const quoteLexeme = (l: string) => `'${l.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** Upserts docs by source key; a ref already used by another source gets the source's id appended. */
export async function upsertDocs(tx: Tx, docs: SearchDocInput[]) {
  const seen = new Set<string>();
  for (const d of docs) {
    let ref = d.ref;
    if (seen.has(`${d.kind}\u0000${ref}`)) ref = `${ref} (${d.sourceKey.split(':').slice(1).join(':')})`;
    seen.add(`${d.kind}\u0000${ref}`);
    d.ref = ref;
  }
  for (let i = 0; i < docs.length; i += 250) {
    const chunk = docs.slice(i, i + 250);
    const values = chunk.map((d) => {
      const { a, b, c } = weightedLexemes(d);
      return sql`(${d.kind}, ${d.ref}, ${d.title}, ${d.meta}, ${clip(d.body, BODY_MAX)}, ${d.url}, ${d.category}, ${d.docDate}::date, ${d.boost},
        ${tsvectorText(a, b, c)}::tsvector,
        ${choseongOf(d.title)}, ${d.sourceKey}, now())`;
    });
    await tx.execute(sql`
      INSERT INTO search_docs (kind, ref, title, meta, body, url, category, doc_date, boost, tsv, choseong, source_key, updated_at)
      VALUES ${sql.join(values, sql`, `)}
      ON CONFLICT (source_key) DO UPDATE SET kind = excluded.kind, ref = excluded.ref, title = excluded.title, meta = excluded.meta,
        body = excluded.body, url = excluded.url, category = excluded.category, doc_date = excluded.doc_date, boost = excluded.boost,
        tsv = excluded.tsv, choseong = excluded.choseong, updated_at = now()`);
  }
}

/** Re-indexes every source (after the seed loaded changed content): rows of gone items are removed. */
export async function reindexAll(tx: Tx) {
  const counts: Partial<Record<SearchKind, number>> = {};
  const keys: string[] = [];
  // refs of a kind must stay unique: clear the kind before writing it again
  for (const kind of Object.keys(SOURCES) as SearchKind[]) {
    const docs = await SOURCES[kind](tx);
    await tx.execute(sql`DELETE FROM search_docs WHERE kind = ${kind}`);
    await upsertDocs(tx, docs);
    counts[kind] = docs.length;
    keys.push(...docs.map((d) => d.sourceKey));
  }
  await rebuildTerms(tx);
  // a bulk write leaves the new entries in the GIN index's pending list, which every search then reads
  // through one by one (PGlite has no autovacuum to merge it): merged now, searches use the tree
  await tx.execute(sql`SELECT gin_clean_pending_list('search_docs_tsv_idx'::regclass), gin_clean_pending_list('search_terms_trgm_idx'::regclass)`);
  return counts;
}

/** One FAQ entry or notice after an editor wrote it: indexed, or removed when hidden. */
export async function reindexBoardItem(tx: Tx, kind: 'faq' | 'notice', id: string) {
  const found =
    kind === 'faq'
      ? (await faqRows(tx, sql`faq_id = ${id}`)).map(faqDoc)
      : (await noticeRows(tx, sql`ntt_id = ${id} AND use_yn`)).map(noticeDoc);
  const visible = kind === 'faq' ? (await rows<{ use_yn: boolean }>(tx, sql`SELECT use_yn FROM faqs WHERE faq_id = ${id}`))[0]?.use_yn : found.length > 0;
  const sourceKey = `${kind}:${id}`;
  if (!found.length || !visible) {
    await tx.execute(sql`DELETE FROM search_docs WHERE source_key = ${sourceKey}`);
    return;
  }
  const doc = found[0]!;
  const [clash] = await rows<{ source_key: string }>(tx, sql`SELECT source_key FROM search_docs WHERE kind = ${kind} AND ref = ${doc.ref} AND source_key <> ${sourceKey}`);
  if (clash) doc.ref = `${doc.ref} (${id})`;
  await upsertDocs(tx, [doc]);
  await addTerms(tx, words(doc.title));
}

// ─── Terms (typo suggestions, autocomplete) ───

const termRow = (term: string, df: number) => sql`(${term}, ${jamoKey(term)}, ${choseongOf(term)}, ${df})`;

async function addTerms(tx: Tx, list: string[]) {
  const fresh = [...new Set(list.filter((t) => t.length >= 2 && t.length <= 30))];
  if (!fresh.length) return;
  await tx.execute(sql`INSERT INTO search_terms (term, jamo_key, choseong, df) VALUES ${sql.join(fresh.map((t) => termRow(t, 1)), sql`, `)} ON CONFLICT (term) DO UPDATE SET df = search_terms.df + 1`);
}

/**
 * The vocabulary: every word of titles, metas and synonyms, and body words found in three documents
 * or more, with how many documents hold each (df).
 */
export async function rebuildTerms(tx: Tx) {
  const docs = await rows<{ title: string; meta: string; body: string }>(tx, sql`SELECT title, meta, body FROM search_docs`);
  const synonyms = await rows<{ phrases: string[] }>(tx, sql`SELECT phrases FROM search_synonyms`);
  const df = new Map<string, number>();
  const strong = new Set<string>();
  for (const d of docs) {
    const head = words(`${d.title} ${d.meta}`);
    head.forEach((w) => strong.add(w));
    for (const w of new Set([...head, ...words(d.body)])) df.set(w, (df.get(w) ?? 0) + 1);
  }
  for (const s of synonyms) for (const p of s.phrases) for (const w of words(p)) strong.add(w);
  const terms = [...df.entries()]
    .filter(([t, n]) => /[가-힣]/.test(t) && t.length >= 2 && t.length <= 30 && (strong.has(t) || n >= 3))
    .concat([...strong].filter((t) => !df.has(t) && /[가-힣]/.test(t) && t.length >= 2).map((t) => [t, 0] as [string, number]));
  await tx.execute(sql`DELETE FROM search_terms`);
  for (let i = 0; i < terms.length; i += 1000) {
    await tx.execute(sql`INSERT INTO search_terms (term, jamo_key, choseong, df) VALUES ${sql.join(terms.slice(i, i + 1000).map(([t, n]) => termRow(t, n)), sql`, `)} ON CONFLICT (term) DO NOTHING`);
  }
  return terms.length;
}
