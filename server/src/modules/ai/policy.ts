// What the AI guidance must not answer itself, decided on the server before any source is read:
// emergencies (the numbers first), and requests the service must not fulfil (a verdict predicted, a
// false document drafted, acting as the citizen's lawyer, instructions to drop the rules).
import { normalizeText } from '../../kernel/search/korean';

export type Refusal = { reason: 'EMERGENCY' | 'NOT_ALLOWED'; message: string };

const EMERGENCY = [/자살|죽고\s?싶|목숨을?\s?끊|극단적\s?선택|살기\s?싫/, /때리|때려|때렸|맞고\s?있|맞았|폭행|폭력|흉기|협박|스토킹|성폭력|성폭행|감금/];
const NOT_ALLOWED: { pattern: RegExp; message: string }[] = [
  {
    pattern: /(이길|승소할|질)\s?(수|확률|가능성)|승소\s?(확률|가능성)|(몇|어느\s?정도)\s?(년|개월)\s?(형|받|나올)|판결\s?(결과|예측)|형량\s?(예측|얼마)|무죄\s?(나올|받을)/,
    message: '재판 결과나 형량은 사건의 증거와 사정에 따라 달라서 예측해 드릴 수 없습니다. 변호사나 법률구조공단 상담에서 내 사건을 살펴보고 설명을 들어 보세요.',
  },
  {
    pattern: /(위조|조작|허위|가짜)\S*\s?(계약서|서류|문서|진단서|영수증|증거|차용증)|(계약서|서류|문서|증거|차용증)\S*\s?(위조|조작|가짜로)|거짓\s?(진술|증언)/,
    message: '사실과 다른 문서나 진술을 만드는 일은 도와드릴 수 없습니다. 문서 위조나 위증은 범죄가 될 수 있습니다. 사실대로 다투는 방법은 상담에서 안내받을 수 있습니다.',
  },
  {
    pattern: /(변호인|변호사|대리인)\s?(이|가)?\s?(되어|돼|해)\s?(줘|주세요|줄래)|대신\s?(소송|재판|고소|합의)\S*\s?(해|진행)|나를\s?(대리|변호)/,
    message: '이 안내는 변호사처럼 사건을 맡아 대리할 수 없습니다. 소송을 맡길 사람이 필요하면 대한법률구조공단의 소송 지원(무료 법률구조)을 신청할 수 있습니다.',
  },
  {
    pattern: /(이전|위의|앞의|모든|기존)\s?(지시|규칙|명령|설정|프롬프트)\S*\s?(무시|잊|따르지)|ignore\s+(all\s+|the\s+)?(previous|above|prior)|system\s?prompt|시스템\s?프롬프트|개발자\s?모드|탈옥|jailbreak/i,
    message: '안내의 규칙을 바꾸라는 요청에는 답하지 않습니다. 법령·판례·사례에서 찾은 내용으로만 안내합니다. 궁금한 법률 문제를 그대로 적어 주세요.',
  },
];

export function refusalOf(question: string): Refusal | null {
  const q = normalizeText(question);
  if (EMERGENCY.some((p) => p.test(q))) {
    return {
      reason: 'EMERGENCY',
      message: '지금 위험하거나 다쳤다면 먼저 아래 번호로 도움을 요청하세요. 전화는 24시간 받습니다. 법률 문제는 안전해진 뒤 상담으로 이어서 도와드립니다.',
    };
  }
  const hit = NOT_ALLOWED.find((r) => r.pattern.test(q));
  return hit ? { reason: 'NOT_ALLOWED', message: hit.message } : null;
}
