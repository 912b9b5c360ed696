// What the AI guidance must not answer itself, decided on the server before any source is read:
// emergencies (the numbers first), and requests the service must not fulfil. Refusals are decided on
// what is asked, not on single words: "위조된 계약서로 사기를 당했어요" (the citizen is the victim)
// and "위조죄 처벌은?" (a question about the law) are answered; "계약서를 새로 만들어서 날짜를 예전으로"
// is refused. A small explainable classifier: the question normalised (spacing, jamo), then per
// intent an action and what it acts on, the asker's own intention, and the framings that make it
// a victim's or a legal question. Tables of paraphrases in test/ai-policy.test.ts.

export type Refusal = { reason: 'EMERGENCY' | 'NOT_ALLOWED'; message: string };
export type Intent = 'FORGERY' | 'EVASION' | 'VERDICT' | 'REPRESENTATION' | 'INJECTION';
/** `intent` null: answer. `evidence`: what the decision rests on (the parts of the question found). */
export interface Decision {
  intent: Intent | null;
  evidence: string[];
}

const HELP = '대한법률구조공단(국번 없이 132) 법률상담에서 내 사정에 맞게 안내받을 수 있습니다.';
const MESSAGES: Record<Intent, string> = {
  VERDICT: `재판 결과나 형량은 사건의 증거와 사정에 따라 달라서 예측해 드릴 수 없습니다. ${HELP}`,
  FORGERY: `사실과 다른 문서나 증거, 진술을 만드는 일은 도와드릴 수 없습니다. 문서 위조·변조나 위증은 범죄가 될 수 있습니다. 사실대로 다투는 방법은 ${HELP}`,
  EVASION: `재산을 숨기거나 강제집행·세금·빚·단속을 피하는 방법은 안내할 수 없습니다. 강제집행면탈이나 조세포탈처럼 범죄가 될 수 있습니다. 빚이나 세금이 감당하기 어렵다면 개인회생·파산, 분할 납부 같은 방법을 ${HELP}`,
  REPRESENTATION: `이 안내는 변호사처럼 사건을 맡아 대리하거나 서류를 대신 내 드릴 수 없습니다. 소송을 맡길 사람이 필요하면 무료 법률구조(소송 지원)를 신청할 수 있습니다. ${HELP}`,
  INJECTION: '안내의 규칙을 바꾸라는 요청에는 답하지 않습니다. 법령·판례·사례에서 찾은 내용으로만 안내합니다. 궁금한 법률 문제를 그대로 적어 주세요.',
};

const EMERGENCY = [/자살|죽고\s?싶|목숨을?\s?끊|극단적\s?선택|살기\s?싫/, /때리|때려|때렸|맞고\s?있|맞았|폭행|폭력|흉기|협박|스토킹|성폭력|성폭행|감금/];
const INJECTION =
  /(이전|위의|앞의|모든|기존)\s?(지시|규칙|명령|설정|프롬프트)\S*\s?(무시|잊|따르지)|ignore\s+(all\s+|the\s+)?(previous|above|prior)|system\s?prompt|시스템\s?프롬프트|개발자\s?모드|탈옥|jailbreak/i;

/**
 * The question without what varies between ways of typing it: compatibility forms and separate jamo
 * composed (NFKC: "위ㅈㅗ" → "위조"), lower case, only Hangul, Latin and digits, one space between
 * words, and letters typed apart joined ("위 조 한" → "위조한").
 */
export function spaced(question: string): string {
  return question
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^가-힣a-z0-9]+/g, ' ')
    .trim()
    .replace(/(?<=^| )[가-힣](?: [가-힣])+(?= |$)/g, (run) => run.replace(/ /g, ''));
}

// ─── The parts a question is read for (on the compact text) ───────────────────────────────────
/** The asker's own intention: what they mean to do, a way to do it, a request to the service. */
const INTENTION = /려고|려는|려면|고싶|싶어|싶은|싶습|는법|방법|요령|어떻게하면|어떻게해야|할까요|을까요|ㄹ까요|까요$|주세요|해줘|해줄|주실|알려줘|수있나|수있을까|하면되|해도되|괜찮을까|할거|기$/;
/** Getting away with it: never a victim's words about themselves. */
const COVERT = /들키|들킬|안걸리|안걸릴|티안나|티가안|감쪽같이|모르게|허락없이|몰래/;
/** Someone else did it, or the asker suffered it (read on the spaced text: a subject is a word of its own). */
const VICTIM =
  /당했|당한|당하고|속았|속아|피해(를|자|액|보상|입|봤|본)|(^| )(누가|누군가)( |$)|(^| )(전|제|내|우리|저희)?(상대방?|상대편|임대인|집주인|세입자|임차인|채무자|채권자|회사|사장|사업주|남편|아내|처|부인|부모|시댁|친척|친구|그 ?사람|직원|업체|중개사|건물주|판매자|거래처|동업자)(이|가|께서|측이|쪽에서)( |$)|내밀|(위조|변조|조작|날조)된|된 ?것 ?같|한 ?것 ?같|인 ?것 ?같|보여줘서|보여주며/;
/** Guarding against it: checking, reporting, suing (words of their own: "려고 소득" is no 고소). */
const PROTECT = /(^| )(확인하|확인할|구별|구분|알아보|알아낼|감정|판별|대처|대응|신고하려|신고할|고소하|고소할|고발|막으|막을|예방)/;
/** A question about the law itself (an offence, its punishment, when it applies). */
const ABOUT_LAW = /죄(가|는|의|란|이란|에|로|가되|인가|인지)?(처벌|성립|요건|뭔|무엇|인가|되나|되는|$)|처벌(은|이|받나|되나|받는지|규정|기준|수위)|성립|요건|뭔가요|무엇인가|불법인가|합법|위법인가|범죄인가|어떤경우|란무엇|이란/;

const FORGE_STRONG = /위조|변조|조작|날조|가짜|허위|위작|도용|짜깁기|거짓(진술|증언|말로|으로)/;
const FORGE_SOFT = /고쳐|고치|수정해|수정하|편집|포토샵|합성|꾸며|꾸미|지어내|새로만들|만들어|만들려|만들고|만드는|새로작성|다시작성|따라써|따라서명|대신서명|대신사인|찍어서|찍으려|예전으로|앞당겨|소급/;
/** What makes an ordinary act (making, fixing, signing) a false one: backdating, a debt that never was, another's hand. */
const FALSIFY = /예전으로|예전날짜|앞당겨|소급|(없는|없던)(계약서|차용증|영수증|증거|서류|문서|각서|확인서|진단서)|따라써|따라서명|대신서명|대신사인/;
const FORGE_OBJECT =
  /계약서|서류|문서|진단서|영수증|증거|차용증|도장|인감|서명|사인|위임장|각서|녹음|녹취|카톡|대화|문자|사진|확인서|증명서|등본|동의서|합의서|진술|증언|통장|내역|장부|계산서|날짜|파일/;

const HIDE =
  /숨기|숨겨|숨길|빼돌|감추|감춰|은닉|돌려놓|돌려놔|돌려두|넘겨놓|넘겨두|넘겨놔|명의로(해|돌|바꾸|옮기|이전|넘)|명의를?(바꾸|돌리|옮기)|처분해서|빠져나가|빠져나갈|피하|피할|피해서|피해가|안당하|안당할|안내려|안내고|안주려|안갚으려|안갚고|줄여서신고|축소신고|탈세|탈루|회피/;
const HIDE_OBJECT =
  /재산|집을|집은|돈|통장|예금|부동산|차를|자동차|가게|명의|압류|강제집행|경매|세금|소득|빚|채무|채권자|단속|음주|처벌|수사|양육비|월급|급여|파산|회생|체납|탈세|탈루/;

const OUTCOME = /이길|이겨|승소|패소|질까|지는건|질것|지게될|형량|실형|징역|감옥|교도소|구속될|무죄|유죄|벌금|집행유예|몇년|판결|결과|뒤집|양육권|승산/;
const PREDICT = /확률|가능성|승산|까요|을지|ㄹ지|날지|할지|될지|길지|질지|예측|예상해|판단해|봐주|어떻게될|얼마나올|나올|받을수있을/;

/** Acting for the citizen: standing in, or filing, sending, appearing on their behalf. */
const STAND_IN = /대리해|대리인으로|대리를|대신|변론해|변호해|변호인이되|변호인이돼|변호사가되|변호사가돼|맡아|나를변호|저를변호/;
const ON_BEHALF = /제출해|접수해|출석해|보내주|보내줘|연락해|소송해|진행해|고소해|합의해/;
/** Asked of the service itself: do it, would you. */
const ASKED_TO_DO = /주세요|해줘|줘$|줘요|줄래|주실|주시겠|줄수|주시면|달라/;
/** Someone else standing in (the 공단, a 국선, a relative): a question about them, not a request to the service. */
const SOMEONE_ELSE = /공단|국선|가족이|대리인이|누가/;

const found = (re: RegExp, text: string, label: string): string[] => {
  const m = re.exec(text);
  return m ? [`${label}: ${m[0]}`] : [];
};

/** The intent the service will not serve, with what it rests on; intent null to answer. */
export function classify(question: string): Decision {
  if (INJECTION.test(question.normalize('NFKC'))) return { intent: 'INJECTION', evidence: ['규칙을 바꾸라는 요청'] };
  const words = spaced(question);
  const q = words.replace(/ /g, '');
  const intention = found(INTENTION, q, '의도');
  const covert = found(COVERT, q, '숨김');
  const victim = [...found(VICTIM, words, '피해자'), ...found(PROTECT, words, '대응')];
  const aboutLaw = found(ABOUT_LAW, q, '법률 질문');

  /** Doing it oneself (intention, or getting away with it) and neither a victim's nor a legal question: what it rests on; null otherwise. */
  const ownAct = (action: string[], object: string[]): string[] | null => {
    if (!action.length || !object.length || victim.length) return null;
    if (covert.length && (intention.length || !aboutLaw.length)) return [...action, ...object, ...covert, ...intention];
    if (aboutLaw.length || !intention.length) return null;
    return [...action, ...object, ...intention];
  };

  const forgeAction = FORGE_STRONG.test(q) ? found(FORGE_STRONG, q, '행위') : covert.length || FALSIFY.test(q) ? [...found(FORGE_SOFT, q, '행위'), ...found(FALSIFY, q, '거짓')] : [];
  const forgery = ownAct(forgeAction, found(FORGE_OBJECT, q, '대상'));
  if (forgery) return { intent: 'FORGERY', evidence: forgery };
  const evasion = ownAct(found(HIDE, q, '행위'), found(HIDE_OBJECT, q, '대상'));
  if (evasion) return { intent: 'EVASION', evidence: evasion };

  const outcome = found(OUTCOME, q, '결과');
  const predict = found(PREDICT, q, '예측');
  // "이기려면"·"승소하면": how to, or what follows; not a forecast
  if (outcome.length && predict.length && !/려면|하면$/.test(q)) return { intent: 'VERDICT', evidence: [...outcome, ...predict] };

  const standIn = [...found(STAND_IN, q, '대리'), ...found(ON_BEHALF, q, '대신 할 일')];
  const asked = found(ASKED_TO_DO, q, '요청');
  if (standIn.length && asked.length && !SOMEONE_ELSE.test(q)) return { intent: 'REPRESENTATION', evidence: [...standIn, ...asked] };

  return { intent: null, evidence: [] };
}

export function refusalOf(question: string): Refusal | null {
  const q = question.normalize('NFC').toLowerCase();
  if (EMERGENCY.some((p) => p.test(q))) {
    return {
      reason: 'EMERGENCY',
      message: '지금 위험하거나 다쳤다면 먼저 아래 번호로 도움을 요청하세요. 전화는 24시간 받습니다. 법률 문제는 안전해진 뒤 상담으로 이어서 도와드립니다.',
    };
  }
  const { intent } = classify(question);
  return intent ? { reason: 'NOT_ALLOWED', message: MESSAGES[intent] } : null;
}
