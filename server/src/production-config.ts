// What a production configuration (NODE_ENV=production) may not start with (issue 31, item 1):
// a sandbox stand-in for any outside service, or a secret the server would otherwise make up
// itself, unless PORTAL_DEMO=1 declares a demonstration deployment (which then says so on every
// page and in every notice it sends). Also: secrets read from files (<NAME>_FILE).
import { readFileSync } from 'node:fs';

/** One reason a production configuration is refused, in Korean and English, naming its setting. */
export interface ConfigProblem {
  setting: string;
  ko: string;
  en: string;
}

/** Stops the start-up: `message` names every offending setting (never a secret's value). */
export class ProductionConfigRefused extends Error {
  readonly problems: ConfigProblem[];
  constructor(problems: ConfigProblem[]) {
    super(refusalMessage(problems));
    this.name = 'ProductionConfigRefused';
    this.problems = problems;
  }
}

/** The setting that declares a demonstration deployment. */
export const DEMO_SETTING = 'PORTAL_DEMO';

/**
 * Adapter settings and the names that are sandbox stand-ins (no outside service behind them).
 * A real provider added to the build gets a new name, which is not in these lists.
 */
export const SANDBOX_ADAPTERS = [
  {
    setting: 'VERIFY_ADAPTER',
    names: ['sandbox'],
    ko: '본인확인·간편인증이 시험용입니다. 인증번호를 요청한 사람에게 보여 주므로 남의 이름과 생년월일만 알면 그 사람으로 인증됩니다',
    en: 'sandbox identity verification and simple authentication: the code is shown to whoever asks, so anyone can pass as anyone',
  },
  { setting: 'ESIGN_ADAPTER', names: ['sandbox'], ko: '전자서명이 시험용입니다 (서버가 스스로 서명합니다)', en: 'sandbox electronic signature (the server signs for the person)' },
  { setting: 'EXCHANGE_ADAPTER', names: ['sandbox'], ko: '행정정보 공동이용(서류 교환)이 시험용입니다 (만든 서류를 돌려줍니다)', en: 'sandbox document exchange (made-up records)' },
  { setting: 'WALLET_ADAPTER', names: ['sandbox'], ko: '전자문서지갑이 시험용입니다', en: 'sandbox document wallet' },
  { setting: 'NOTIFY_ADAPTER', names: ['log'], ko: '문자·전자우편 알림을 보내지 않고 기록만 합니다', en: "the 'log' notifier sends no SMS or e-mail (it only records them)" },
  { setting: 'VIDEO_ADAPTER', names: ['sandbox'], ko: '화상상담방이 시험용입니다', en: 'sandbox video consultation rooms' },
  { setting: 'LLM_ADAPTER', names: ['sandbox'], ko: 'AI 안내가 시험용 모델입니다', en: 'sandbox AI guidance model' },
] as const;

/** Secrets the server generates into app_secrets when unset: production brings its own. */
export const REQUIRED_SECRETS = [
  {
    setting: 'PERSON_KEY_SECRET',
    ko: '본인확인한 사람의 키(person key)를 만드는 비밀값이 없습니다 (예: openssl rand -base64 32)',
    en: 'the person-key secret is missing (e.g. openssl rand -base64 32)',
  },
  { setting: 'FILE_MASTER_KEY', ko: '저장 파일 암호화 키가 없습니다 (openssl rand -base64 32)', en: 'the stored-file master key is missing (openssl rand -base64 32)' },
  { setting: 'ELRCPT_RRN_KEY', ko: '주민등록번호 암호화 키가 없습니다 (openssl rand -base64 32)', en: 'the resident-registration-number key is missing (openssl rand -base64 32)' },
] as const;

/** Settings that may come from a file: <NAME>_FILE=/run/secrets/… (Docker or Kubernetes secrets). */
export const FILE_SETTINGS = [
  'PERSON_KEY_SECRET',
  'FILE_MASTER_KEY',
  'FILE_MASTER_KEYS_OLD',
  'ELRCPT_RRN_KEY',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_SESSION_TOKEN',
  'LLM_API_KEY',
  'DATABASE_URL',
  'DATABASE_READ_URL',
] as const;

/** Settings whose value may hold a password: the local-trial defaults of old compose files are refused. */
const TRIAL_MARK = 'local-trial-only';
const PASSWORD_SETTINGS = ['DATABASE_URL', 'DATABASE_READ_URL', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'PERSON_KEY_SECRET'] as const;

/**
 * The environment with each <NAME>_FILE read into <NAME> (the file's text without its trailing
 * line break). Setting both is an error, as is a file that cannot be read; neither message holds a value.
 */
export function withSecretFiles(env: NodeJS.ProcessEnv, read: (file: string) => string = (f) => readFileSync(f, 'utf8')): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...env };
  for (const name of FILE_SETTINGS) {
    const file = env[`${name}_FILE`]?.trim();
    if (!file) continue;
    if (env[name]) throw new Error(`${name}와 ${name}_FILE 중 하나만 정해 주세요. / Set ${name} or ${name}_FILE, not both.`);
    let text: string;
    try {
      text = read(file);
    } catch {
      throw new Error(`${name}_FILE(${file})을 읽지 못했습니다. / Cannot read ${name}_FILE (${file}).`);
    }
    out[name] = text.replace(/\r?\n$/, '');
    if (!out[name]) throw new Error(`${name}_FILE(${file})이 비어 있습니다. / ${name}_FILE (${file}) is empty.`);
  }
  return out;
}

/** What productionProblems reads: the raw settings after parsing (names as in the environment). */
export interface ProductionInputs {
  NODE_ENV: string;
  PORTAL_DEMO: boolean;
  VERIFY_ADAPTER: string;
  ESIGN_ADAPTER: string;
  EXCHANGE_ADAPTER: string;
  WALLET_ADAPTER: string;
  NOTIFY_ADAPTER: string;
  VIDEO_ADAPTER: string;
  LLM_ADAPTER: string;
  CLAMD_URL?: string;
  PERSON_KEY_SECRET?: string;
  FILE_MASTER_KEY?: string;
  ELRCPT_RRN_KEY?: string;
  SEED_SANDBOX_ACCOUNTS?: boolean;
  PORTAL_TEST_CLOCK: boolean;
  DATABASE_URL?: string;
  DATABASE_READ_URL?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}

/** Every reason the configuration may not run as a real (non-demonstration) production deployment. */
export function productionProblems(e: ProductionInputs): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const a of SANDBOX_ADAPTERS) {
    const value = e[a.setting];
    if ((a.names as readonly string[]).includes(value)) problems.push({ setting: a.setting, ko: `${a.setting}=${value}: ${a.ko}`, en: `${a.setting}=${value}: ${a.en}` });
  }
  if (!e.CLAMD_URL?.trim())
    problems.push({
      setting: 'CLAMD_URL',
      ko: 'CLAMD_URL이 없어 시험용 바이러스 검사기(EICAR 시험 파일만 찾음)를 씁니다',
      en: 'CLAMD_URL is unset: the sandbox virus scanner (finds only the EICAR test file) would check uploads',
    });
  for (const s of REQUIRED_SECRETS) {
    if (!e[s.setting]?.trim()) problems.push({ setting: s.setting, ko: `${s.setting}: ${s.ko}`, en: `${s.setting}: ${s.en}` });
  }
  for (const s of PASSWORD_SETTINGS) {
    if (e[s]?.includes(TRIAL_MARK))
      problems.push({ setting: s, ko: `${s}에 시험용 기본 비밀번호(${TRIAL_MARK})가 들어 있습니다`, en: `${s} holds a local-trial default password (${TRIAL_MARK})` });
  }
  if (e.SEED_SANDBOX_ACCOUNTS)
    problems.push({
      setting: 'SEED_SANDBOX_ACCOUNTS',
      ko: 'SEED_SANDBOX_ACCOUNTS=1: 비밀번호가 공개된 견본 계정(담당자·편집자 포함)을 만듭니다',
      en: 'SEED_SANDBOX_ACCOUNTS=1 makes the sample accounts (staff and editor included) whose password is public',
    });
  if (e.PORTAL_TEST_CLOCK)
    problems.push({ setting: 'PORTAL_TEST_CLOCK', ko: 'PORTAL_TEST_CLOCK=1: 누구나 서버 시계와 세션 시간을 옮길 수 있습니다', en: 'PORTAL_TEST_CLOCK=1 lets anyone move the clock and session times' });
  return problems;
}

/** Refuses a production configuration with problems unless it declares a demonstration (PORTAL_DEMO=1). */
export function assertProductionReady(e: ProductionInputs): void {
  if (e.NODE_ENV !== 'production' || e.PORTAL_DEMO) return;
  const problems = productionProblems(e);
  if (problems.length) throw new ProductionConfigRefused(problems);
}

function refusalMessage(problems: ConfigProblem[]): string {
  return [
    '운영 설정(NODE_ENV=production)으로 시작하지 않습니다. 다음 설정이 시험용(샌드박스)이거나 비어 있습니다:',
    ...problems.map((p) => `  - ${p.ko}`),
    `실제 기관의 어댑터와 키를 정하거나, 시연용 누리집이면 ${DEMO_SETTING}=1을 정해 주세요 (모든 화면과 알림에 시연용이라고 표시됩니다).`,
    '',
    'Refusing to start a production configuration (NODE_ENV=production). These settings are sandbox stand-ins or missing:',
    ...problems.map((p) => `  - ${p.en}`),
    `Configure real adapters and keys, or declare a demonstration deployment with ${DEMO_SETTING}=1 (every page and notice then says so).`,
  ].join('\n');
}
