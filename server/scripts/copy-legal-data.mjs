// Copies the legal seed data from the task's data folder (../shared/data of the workspace, or the
// folder given as the first argument) into server/data/legal, keeping only what the seed reads:
// statutes minified to the fields seed/legal.ts uses, precedents and the statutory-form list as
// they are. Run again when the source data changes; the seed's digest then reloads the tables.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const from = path.resolve(process.argv[2] ?? path.join(here, '..', '..', '..', 'shared', 'data'));
const to = path.join(here, '..', 'data', 'legal');

rmSync(path.join(to, 'statutes'), { recursive: true, force: true });
mkdirSync(path.join(to, 'statutes'), { recursive: true });
const META = ['제목', '법령구분', '소관부처', '공포일자', '공포번호', '시행일자', '출처'];
for (const file of readdirSync(path.join(from, 'statutes', 'json')).filter((f) => f.endsWith('.json')).sort()) {
  const src = JSON.parse(readFileSync(path.join(from, 'statutes', 'json', file), 'utf8'));
  const out = {
    meta: Object.fromEntries(META.map((k) => [k, src.meta[k]])),
    조문: src.조문.map((a) => ({ 조문: a.조문, 제목: a.제목, 편장절: a.편장절, 본문: a.본문 })),
  };
  writeFileSync(path.join(to, 'statutes', file), JSON.stringify(out));
}
copyFileSync(path.join(from, 'precedents', 'precedents_legal_aid.json'), path.join(to, 'precedents_legal_aid.json'));
copyFileSync(path.join(from, 'forms', 'statutory_forms_from_legalize-kr.csv'), path.join(to, 'statutory_forms_from_legalize-kr.csv'));
console.log('copied into', to);
