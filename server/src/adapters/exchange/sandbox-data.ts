// The sandbox centre's people: every person (name + birth date) has deterministic, internally
// consistent records of the universal documents (등본, 초본, 건강보험료, 국민연금, 소득금액, 납세,
// 지방세 납세); status documents (수급자, 한부모, 장애인, 폐업, 자동차 …) exist only for the few
// people of SANDBOX_PERSONS. The same data backs the sandbox wallet's certificates.
import { createHash, randomInt } from 'node:crypto';
import { PRDOC_KINDS, type PrdocFormCode, type PrdocOptionValues, type PrdocRecord } from '@portal/contracts';
import { ExchangeError, type ExchangePerson } from './index';
import people from './sandbox-people.json';

interface HouseholdMember {
  name: string;
  relation: '본인' | '배우자' | '자녀' | '부' | '모';
  birthDate: string; // YYYYMMDD
  gender: 'M' | 'F';
  rrnBack: string; // 7 digits
}

/** Status documents a sandbox person holds, with what they say. */
interface SandboxStatus {
  /** 기초생활수급자: the benefits received (LIVING, MEDICAL, HOUSING, EDUCATION) and since when. */
  robl?: { benefits: readonly string[]; since: string };
  /** 한부모가족: decided on. */
  prnt?: { since: string };
  /** 장애인: type, severe or not, registered on. */
  pwdbs?: { type: string; severe: boolean; since: string };
  /** A business, open or closed. */
  business?: { name: string; regNo: string; kind: string; openedAt: string; closedAt: string | null };
  /** A car. */
  car?: { no: string; model: string; year: number; firstAt: string };
  /** 병역. */
  military?: { branch: string; rank: string; from: string; to: string; reason: string };
}

type SandboxPerson = { name: string; birthDate: string; household?: readonly Omit<HouseholdMember, 'rrnBack'>[]; premium?: number; status: SandboxStatus };

/**
 * The sandbox people with status documents (README), kept in sandbox-people.json: 김샌드 19800101
 * (sandboxmember: 생계·주거급여 수급자, 한부모(자녀 둘), 지체장애(심한), 폐업한 가게, 오래된 차 한 대) and
 * 박변경 19900909 (sandboxoldpw: 영업 중인 사업자, 병적). Household overrides keep them consistent (한부모: no spouse).
 */
export const SANDBOX_PERSONS = people.persons as readonly SandboxPerson[];
/** What the generated people are made of: surnames, given-name syllables, and the streets of their addresses (시·군·구, road, 동). */
const SURNAMES: readonly string[] = people.surnames;
const GIVEN: readonly string[] = people.given;
const STREETS = people.streets.map(([city, road, dong]) => [city!, road!, dong!] as const);

/** Every issuer the sandbox centre names (the forms' issuers and the district offices of its addresses): the wallet's known issuer keys. */
export const SANDBOX_ISSUERS: ReadonlySet<string> = new Set([...Object.values(PRDOC_KINDS).map((k) => k.issuer), ...STREETS.map(([city]) => `${city}청`)]);

/** A byte stream of the person: the same name and birth date give the same people, addresses and amounts. */
function seedOf(person: ExchangePerson) {
  const block = (k: number) => createHash('sha256').update(`sandbox-exchange|${k}|${person.name}|${person.birthDate}`).digest();
  const bytes = Buffer.concat(Array.from({ length: 16 }, (_, k) => block(k)));
  let i = 0;
  return (n: number) => {
    const v = bytes.readUInt16BE(i % (bytes.length - 1));
    i += 2;
    return v % n;
  };
}

const ymd = (s: string) => `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const pad2 = (n: number) => String(n).padStart(2, '0');

interface Profile {
  person: ExchangePerson;
  birthDate: string;
  gender: 'M' | 'F';
  address: string;
  district: string;
  dong: string;
  movedIn: string;
  pastAddresses: { address: string; from: string; to: string }[];
  household: HouseholdMember[];
  premium: number;
  employed: boolean;
  wage: number;
  status: SandboxStatus;
}

export function profileOf(person: ExchangePerson, today: string): Profile {
  const r = seedOf(person);
  const table = SANDBOX_PERSONS.find((p) => p.name === person.name && p.birthDate === person.birthDate);
  const thisYear = Number(today.slice(0, 4));
  const birthDate = /^\d{8}$/.test(person.birthDate) ? person.birthDate : `${thisYear - 30 - r(30)}${pad2(1 + r(12))}${pad2(1 + r(28))}`;
  const by = Number(birthDate.slice(0, 4));
  const gender = person.gender ?? (r(2) ? 'M' : 'F');
  const surname = person.name.slice(0, 1) || SURNAMES[r(SURNAMES.length)]!;
  const given = () => GIVEN[r(GIVEN.length)]! + GIVEN[r(GIVEN.length)]!;
  const back = (g: 'M' | 'F', birth: string) => `${(Number(birth.slice(0, 4)) >= 2000 ? 3 : 1) + (g === 'F' ? 1 : 0)}${String(100000 + r(899999)).slice(0, 6)}`;
  const date = (y: number) => `${y}${pad2(1 + r(12))}${pad2(1 + r(28))}`;

  let members: Omit<HouseholdMember, 'rrnBack'>[];
  if (table?.household) members = [...table.household];
  else {
    members = [{ name: person.name, relation: '본인', birthDate, gender }];
    const size = 1 + r(4);
    if (size >= 2) {
      const sg = gender === 'M' ? 'F' : 'M';
      members.push({ name: SURNAMES[r(SURNAMES.length)]! + given(), relation: '배우자', birthDate: date(by - 3 + r(7)), gender: sg });
    }
    for (let i = 2; i < size; i++) {
      const cy = by + 27 + 3 * (i - 2) + r(3);
      if (cy <= thisYear - 1) members.push({ name: surname + given(), relation: '자녀', birthDate: date(cy), gender: r(2) ? 'M' : 'F' });
      else members.push({ name: surname + given(), relation: i === 2 ? '부' : '모', birthDate: date(by - 27 - r(6)), gender: i === 2 ? 'M' : 'F' });
    }
  }
  const household = members.map((m) => ({ ...m, rrnBack: back(m.gender, m.birthDate) }));

  const [city, road, dong] = STREETS[r(STREETS.length)]!;
  const address = `${city} ${road} ${10 + r(190)}, ${101 + r(9)}동 ${1 + r(15)}0${1 + r(4)}호 (${dong})`;
  // moved in some years ago (not before turning 20), past addresses before that
  const movedYear = Math.max(by + 20, thisYear - 1 - r(8));
  const movedIn = `${Math.min(movedYear, thisYear - 1)}-${pad2(1 + r(12))}-${pad2(1 + r(28))}`;
  const pastAddresses: Profile['pastAddresses'] = [];
  let to = movedIn;
  for (let i = 0; i < 3; i++) {
    const [c2, r2, d2] = STREETS[r(STREETS.length)]!;
    const fromYear = Number(to.slice(0, 4)) - 2 - r(5);
    if (fromYear < by + 18) break;
    const from = `${fromYear}-${pad2(1 + r(12))}-${pad2(1 + r(28))}`;
    pastAddresses.push({ address: `${c2} ${r2} ${10 + r(190)} (${d2})`, from, to });
    to = from;
  }
  const employed = !table?.status.robl && r(3) > 0;
  const wage = employed ? 1_800_000 + r(300) * 10_000 : 0;
  const premium = table?.premium ?? (employed ? Math.round((wage * 0.03545) / 10) * 10 : 20_000 + r(60) * 1000);
  return { person, birthDate, gender, address, district: city, dong, movedIn, pastAddresses, household, premium, employed, wage, status: table?.status ?? {} };
}

const rrnOf = (m: HouseholdMember, show: boolean) => `${m.birthDate.slice(2)}-${show ? m.rrnBack : `${m.rrnBack[0]}******`}`;
const has = (v: string | readonly string[] | undefined, x: string) => (Array.isArray(v) ? v.includes(x) : v === x);
const str = (v: string | readonly string[] | undefined) => (typeof v === 'string' ? v : '');
const PURPOSES: Record<string, string> = { LEGAL_AID: '법률구조 신청 (구조 요건 확인)', COURT: '소송 등 법원 제출', ETC: '기타 (신청 기관 요청)', REGISTRY: '등기 신청 등 제출' };
const monthsOf = (period: string) => {
  const [a, b] = period.split('~') as [string, string];
  const out: string[] = [];
  let [y, m] = a.split('-').map(Number) as [number, number];
  const [ey, em] = b.split('-').map(Number) as [number, number];
  while (y * 12 + m <= ey * 12 + em) {
    out.push(`${y}-${pad2(m)}`);
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
};
/** A 발급번호 of the centre's answers: four groups of four digits. */
export const newDocNo = () => Array.from({ length: 4 }, () => String(randomInt(0, 10_000)).padStart(4, '0')).join('-');

/**
 * The record the sandbox centre answers for `code` about `person`, as of `today` (YYYY-MM-DD),
 * honouring the form's answers; ExchangeError NO_RECORD when it holds none.
 */
export function sandboxRecord(person: ExchangePerson, code: PrdocFormCode, options: PrdocOptionValues, today: string, docNo = newDocNo()): PrdocRecord {
  const p = profileOf(person, today);
  const kind = PRDOC_KINDS[code];
  const self = p.household.find((m) => m.relation === '본인')!;
  const purpose = PURPOSES[str(options.purpose)] ?? PURPOSES.LEGAL_AID!;
  const base = { title: kind.name, issuer: kind.issuer, docNo, issuedAt: today };
  /** The record: the kind's title and issuer (unless `own` names others), `rows` and the 용도 last, `table`. */
  const record = (rows: PrdocRecord['rows'], table: PrdocRecord['table'], own: Partial<Pick<PrdocRecord, 'title' | 'issuer'>> = {}): PrdocRecord => ({
    ...base,
    ...own,
    rows: [...rows, { label: '용도', value: purpose }],
    table,
  });
  /** Issued by the person's 시·군·구 office. */
  const district = { issuer: `${p.district}청` };
  const noRecord = () => new ExchangeError('NO_RECORD');
  /** What the person's status holds for `k`; a person without it has no record (NO_RECORD). */
  const held = <K extends keyof SandboxStatus>(k: K): NonNullable<SandboxStatus[K]> => {
    const value = p.status[k];
    if (!value) throw noRecord();
    return value;
  };
  const all = str(options.issueType) === 'ALL';
  const inc = (x: string) => all || has(options.include, x);
  const rrnShow = (m: HouseholdMember) => str(options.rrnBack) === 'ALL' || (str(options.rrnBack) === 'SELF' && m === self);
  const thisYear = Number(today.slice(0, 4));

  switch (code) {
    case 'Rrno': {
      const head = p.household[0]!;
      const rows = [
        { label: '세대주 성명', value: head.name },
        { label: '주소', value: p.address },
        { label: '세대원 수', value: `${p.household.length}명` },
        ...(inc('HOUSEHOLD_REASON') ? [{ label: '세대 구성 사유', value: '전입' }] : []),
        ...(inc('HOUSEHOLD_DATE') ? [{ label: '세대 구성 일자', value: p.movedIn }] : []),
        ...(inc('PAST_ADDR') ? p.pastAddresses.map((a, i) => ({ label: `과거 주소 ${i + 1}`, value: `${a.address} (${a.from} ~ ${a.to})` })) : []),
        { label: '발급 형태', value: all ? '전체 발급' : '선택 발급' },
      ];
      const relation = inc('RELATION');
      const others = inc('OTHER_MEMBERS');
      return record(rows, {
        caption: `세대 구성 (세대원 ${p.household.length}명)`,
        head: ['번호', '성명', '주민등록번호', ...(relation ? ['세대주와의 관계'] : []), '전입일', ...(inc('CHANGE_REASON') ? ['변동 사유'] : [])],
        rows: p.household.map((m, i) => [
          String(i + 1),
          m === self || others ? m.name : '(표시하지 않음)',
          rrnOf(m, rrnShow(m)),
          ...(relation ? [m.relation === '본인' ? (i === 0 ? '세대주' : '본인') : m.relation] : []),
          p.movedIn,
          ...(inc('CHANGE_REASON') ? ['전입'] : []),
        ]),
      });
    }
    case 'RrnoIndv': {
      const y5 = str(options.addrPeriod) !== 'ALL';
      const since = `${thisYear - 5}${today.slice(4)}`;
      const past = inc('PAST_ADDR') ? p.pastAddresses.filter((a) => !y5 || a.to >= since) : [];
      const rows = [
        { label: '성명', value: self.name },
        { label: '주민등록번호', value: rrnOf(self, str(options.rrnBack) !== 'NONE') },
        { label: '현 주소', value: `${p.address} (전입 ${p.movedIn})` },
        ...(inc('HEAD_NAME') ? [{ label: '세대주 성명 및 관계', value: `${p.household[0]!.name} (${p.household[0] === self ? '본인' : '세대원'})` }] : []),
        ...(inc('MILITARY') ? [{ label: '병역 사항', value: p.status.military ? `${p.status.military.branch} ${p.status.military.rank} ${p.status.military.reason}` : p.gender === 'M' ? '해당 기록 없음' : '해당 없음' }] : []),
        ...(inc('NAME_CHANGE') ? [{ label: '개명 이력', value: '없음' }] : []),
      ];
      return record(
        rows,
        inc('PAST_ADDR') ? { caption: `주소 변동 이력 (${y5 ? '최근 5년' : '전체'})`, head: ['주소', '전입일', '전출일'], rows: [[p.address, p.movedIn, '현재'], ...past.map((a) => [a.address, a.from, a.to])] } : null,
      );
    }
    case 'HlthIspm': {
      const months = monthsOf(str(options.period));
      const household = str(options.subject) === 'HOUSEHOLD';
      const amount = (month: string) => Math.round((p.premium * (1 + 0.02 * (Number(month.slice(0, 4)) - 2024))) / 10) * 10;
      const total = months.reduce((s, m) => s + amount(m), 0);
      return record(
        [
          { label: '가입자 구분', value: p.employed ? '직장가입자' : '지역가입자' },
          { label: p.employed ? '가입자 성명' : '세대주 성명', value: self.name },
          { label: '발급 대상', value: household ? `세대원 전원 (${p.household.length}명)` : '본인' },
          { label: '납부 기간', value: str(options.period).replace('~', ' ~ ') },
          { label: '납부 합계', value: won(total) },
          { label: '체납 여부', value: '체납 없음' },
        ],
        { caption: '월별 건강보험료 납부 내역', head: ['납부 연월', '고지 보험료', '납부 보험료', '납부 여부'], rows: months.map((m) => [m, won(amount(m)), won(amount(m)), '완납']) },
      );
    }
    case 'Npn': {
      const months = monthsOf(str(options.period));
      const startAt = `${Number(p.birthDate.slice(0, 4)) + 24}-03-01`;
      const years = [...new Set(months.map((m) => m.slice(0, 4)))];
      const kindOf = p.employed ? '사업장가입자' : p.status.robl ? '납부예외자' : '지역가입자';
      const monthly = p.employed ? p.wage : p.status.robl ? 0 : 1_000_000 + (p.premium % 7) * 100_000;
      return record(
        [
          { label: '성명', value: self.name },
          { label: '현재 가입 종류', value: kindOf },
          { label: '최초 자격 취득일', value: startAt },
          { label: '조회 기간', value: str(options.period).replace('~', ' ~ ') },
          { label: '조회 기간 중 납부 월수', value: `${kindOf === '납부예외자' ? 0 : months.filter((m) => m >= startAt.slice(0, 7)).length}개월` },
        ],
        {
          caption: '연도별 가입 내역',
          head: ['연도', '가입 종류', '납부 월수', '기준소득월액'],
          rows: years.map((y) => {
            const n = months.filter((m) => m.startsWith(y) && m >= startAt.slice(0, 7)).length;
            return [y, kindOf, kindOf === '납부예외자' ? '0' : String(n), kindOf === '납부예외자' ? '-' : won(monthly)];
          }),
        },
      );
    }
    case 'EarnAmt': {
      const year = str(options.year);
      const type = str(options.incomeType);
      const wage = p.employed ? p.wage * 12 : 0;
      const biz = !p.employed && !p.status.robl ? p.premium * 300 : 0;
      const items = [...(type !== 'BIZ' && wage ? [['근로소득', '(주)샌드상사', won(wage)]] : []), ...(type !== 'WAGE' && biz ? [['사업소득', '본인 사업', won(biz)]] : [])];
      const total = (type !== 'BIZ' ? wage : 0) + (type !== 'WAGE' ? biz : 0);
      return record(
        [
          { label: '성명', value: self.name },
          { label: '귀속 연도', value: `${year}년` },
          { label: '소득 구분', value: type === 'WAGE' ? '근로소득 (연말정산)' : type === 'BIZ' ? '사업소득' : '종합소득' },
          { label: '소득금액 합계', value: total ? won(total) : '소득 신고 내역 없음' },
        ],
        items.length ? { caption: `${year}년 귀속 소득 내역`, head: ['소득 구분', '지급처', '소득금액'], rows: items } : null,
      );
    }
    case 'Txpay':
    case 'LcltxPay': {
      const until = new Date(`${today}T00:00:00Z`);
      until.setUTCDate(until.getUTCDate() + 30);
      return record(
        [
          { label: '납세자', value: self.name },
          { label: '주소', value: p.address },
          { label: '체납액', value: '없음' },
          { label: '징수 유예 등', value: '없음' },
          { label: '증명서 유효기간', value: `${today} ~ ${until.toISOString().slice(0, 10)}` },
        ],
        null,
        code === 'LcltxPay' ? district : {},
      );
    }
    case 'LcltxTxitm': {
      const car = held('car');
      const items = (Array.isArray(options.items) ? options.items : []) as string[];
      const rows = items.includes('CAR') ? [['자동차세', car.no, won(Math.max(13, 26 - (thisYear - car.year)) * 1600 * 10), '납부']] : [];
      return record(
        [
          { label: '납세자', value: self.name },
          { label: '과세 연도', value: `${str(options.year)}년` },
          { label: '재산세', value: items.includes('PROPERTY') ? '과세 내역 없음 (소유 주택·토지 없음)' : '조회하지 않음' },
        ],
        rows.length ? { caption: '세목별 과세 내역', head: ['세목', '과세 대상', '세액', '납부 여부'], rows } : null,
        district,
      );
    }
    case 'Robl': {
      const s = held('robl');
      const asked = Array.isArray(options.benefit) && options.benefit.length ? (options.benefit as string[]) : [...s.benefits];
      const got = s.benefits.filter((b) => asked.includes(b));
      if (!got.length) throw noRecord();
      const names: Record<string, string> = { LIVING: '생계급여', MEDICAL: '의료급여', HOUSING: '주거급여', EDUCATION: '교육급여' };
      return record(
        [
          { label: '수급자 성명', value: self.name },
          { label: '주소', value: p.address },
          { label: '급여 종류', value: got.map((b) => names[b]).join(', ') },
          { label: '수급 개시일', value: s.since },
          { label: '가구원 수', value: `${p.household.length}명` },
        ],
        null,
        district,
      );
    }
    case 'Prnt': {
      const s = held('prnt');
      const children = p.household.filter((m) => m.relation === '자녀');
      return record(
        [
          { label: '보호대상자', value: self.name },
          { label: '가족 구분', value: p.gender === 'M' ? '부자가족' : '모자가족' },
          { label: '지원 대상 결정일', value: s.since },
          { label: '자녀 수', value: `${children.length}명` },
        ],
        str(options.includeChildren) === 'Y' ? { caption: '보호 대상 자녀', head: ['성명', '생년월일'], rows: children.map((c) => [c.name, ymd(c.birthDate)]) } : null,
        district,
      );
    }
    case 'Pwdbs': {
      const s = held('pwdbs');
      return record(
        [
          { label: '성명', value: self.name },
          { label: '장애 유형', value: s.type },
          ...(str(options.showDegree) === 'Y' ? [{ label: '장애 정도', value: s.severe ? '장애의 정도가 심한 장애인' : '장애의 정도가 심하지 않은 장애인' }] : []),
          { label: '최초 등록일', value: s.since },
        ],
        null,
        district,
      );
    }
    case 'BzmnReg':
    case 'Clsbiz': {
      const b = held('business');
      if (code === 'Clsbiz' && (!b.closedAt || str(options.kind) === 'SUSPENDED')) throw noRecord();
      return record(
        [
          { label: '상호', value: b.name },
          { label: '대표자', value: self.name },
          { label: '사업자등록번호', value: b.regNo },
          ...(code === 'BzmnReg' && str(options.showRrn) === 'Y' ? [{ label: '주민등록번호', value: rrnOf(self, true) }] : []),
          { label: '업태 / 종목', value: b.kind },
          { label: '개업일', value: b.openedAt },
          { label: code === 'Clsbiz' ? '폐업일' : '사업 상태', value: code === 'Clsbiz' ? b.closedAt! : b.closedAt ? `폐업 (${b.closedAt})` : '계속사업자' },
        ],
        null,
        code === 'Clsbiz' ? { title: '폐업사실증명' } : {},
      );
    }
    case 'Vhr': {
      const car = p.status.car;
      const asked = str(options.carNo).replace(/\s/g, '');
      if (!car || asked !== car.no) throw noRecord();
      const part = str(options.part);
      return record(
        [
          { label: '자동차 등록번호', value: car.no },
          { label: '차명', value: car.model },
          { label: '연식', value: `${car.year}년식` },
          { label: '최초 등록일', value: car.firstAt },
          { label: '소유자', value: self.name },
          { label: '사용 본거지', value: p.address },
          ...(part !== 'A' ? [{ label: '저당권 등 (을부)', value: '설정 내역 없음' }] : []),
        ],
        null,
      );
    }
    case 'Milt': {
      const m = held('military');
      return record(
        [
          { label: '성명', value: self.name },
          { label: '군별', value: m.branch },
          { label: '복무 기간', value: `${m.from} ~ ${m.to}` },
          ...(has(options.include, 'RANK') ? [{ label: '계급', value: m.rank }] : []),
          ...(has(options.include, 'UNIT') ? [{ label: '복무 부대', value: '(보안상 표시하지 않음)' }] : []),
          ...(has(options.include, 'REASON') ? [{ label: '전역 사유', value: m.reason }] : []),
        ],
        null,
      );
    }
    default:
      // 보훈, 외국인, 출입국, 농업경영체, 부가세·면세 수입, 토지·건축물: no sandbox person holds one
      throw noRecord();
  }
}
