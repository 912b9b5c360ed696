// The zod-free part of the AI guidance contract (issue 19): limits, messages, the people a question is
// handed over to, and the emergency numbers the pages use without loading zod.

export const AI_QUESTION_MAX = 1000;
/** Questions a member may ask in an hour (the server answers 429 past it). */
export const AI_QUESTIONS_PER_HOUR = 20;
/** Questions from one address in an hour, whoever asks (the server answers 429 past it). */
export const AI_QUESTIONS_PER_ADDRESS_HOUR = 60;
/** Conversations are personal data: kept this long, then deleted; the member may delete them sooner. */
export const AI_RETENTION_DAYS = 365;
/** Questions in one conversation (a new conversation is started past it). */
export const AI_TURNS_MAX = 20;

export const AI_MESSAGES = {
  empty: '질문을 입력해 주세요.',
  tooLong: `질문은 ${AI_QUESTION_MAX.toLocaleString('ko-KR')}자 이내로 줄여 주세요.`,
  tooMany: `한 시간에 ${AI_QUESTIONS_PER_HOUR}번까지 물어볼 수 있습니다. 잠시 뒤에 다시 물어봐 주세요. 급한 일은 국번 없이 132로 전화해 주세요.`,
  turns: `한 대화에서는 ${AI_TURNS_MAX}번까지 물어볼 수 있습니다. 새 대화를 시작해 주세요.`,
  notFound: '대화를 찾을 수 없습니다. 삭제되었거나 다른 회원의 대화입니다.',
  turnTaken: '같은 대화에 방금 다른 질문이 들어왔습니다. 대화를 새로 열어 답을 확인한 뒤 다시 물어봐 주세요.',
} as const;

export const AI_DISCLAIMER = '이 안내는 법령·판례·사례에서 찾은 일반적인 정보이며 법률 자문이 아닙니다. 내 사정에 맞는 판단은 상담을 받아 보세요.';

/** Why a question got no answer of its own, only the way to people. */
export const AI_NO_ANSWER_REASONS = ['NO_SOURCE', 'NOT_ALLOWED', 'EMERGENCY'] as const;
export type AiNoAnswerReason = (typeof AI_NO_ANSWER_REASONS)[number];

/** Where people take over: the pages link these with the question carried over (?question=). */
export const AI_HANDOFF_LINKS = [
  { key: 'booking', label: '상담 예약하기 (방문·화상·전화)', url: '/dscsn/rsvt/DscsnRsvtM' },
  { key: 'cyber', label: '사이버상담으로 글로 묻기', url: '/dscsn/cyber' },
  { key: 'phone', label: '대한법률구조공단 132 전화 상담', url: 'tel:132' },
] as const;

/** Shown before anything else when a question speaks of violence or self-harm. */
export const AI_EMERGENCY_NUMBERS = [
  { name: '경찰 (폭력·위협을 당하고 있을 때)', tel: '112' },
  { name: '자살예방 상담전화 (24시간)', tel: '109' },
  { name: '여성긴급전화 (가정폭력·성폭력·스토킹, 24시간)', tel: '1366' },
  { name: '구급 (다쳤을 때)', tel: '119' },
] as const;

export const AI_RECOMMENDED_QUESTIONS = [
  '전세 계약이 끝났는데 집주인이 보증금을 돌려주지 않아요. 어떻게 해야 하나요?',
  '회사를 그만뒀는데 마지막 월급과 퇴직금을 못 받았어요.',
  '이혼하면 아이 양육비는 어떻게 정하고, 안 주면 어떻게 받나요?',
  '돌아가신 아버지의 빚이 재산보다 많아요. 상속포기는 언제까지 해야 하나요?',
  '친구에게 빌려준 돈을 돌려받지 못하고 있어요.',
  '무료 법률구조는 누가 받을 수 있나요?',
] as const;
