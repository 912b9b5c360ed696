import type { TermsItem } from '@portal/contracts';
import { CURRENT_TERMS, TERMS_TITLE, termsBody } from '../../kernel/terms-versions';

/** Version of every text in force; a member's agreements record which version they agreed to, and when. */
export const TERMS_VERSION = CURRENT_TERMS.version;

const p = (...paragraphs: string[]) => paragraphs.join('\n\n');

/** GET /api/join/terms: the texts in force (plain text, paragraphs separated by blank lines). */
export const JOIN_TERMS: TermsItem[] = [
  {
    termsId: 'TERMS',
    title: TERMS_TITLE,
    required: true,
    version: TERMS_VERSION,
    effectiveDate: TERMS_VERSION,
    body: termsBody(CURRENT_TERMS),
  },
  {
    termsId: 'PRIVACY_REQUIRED',
    title: '개인정보 수집·이용 동의 (필수)',
    required: true,
    version: TERMS_VERSION,
    effectiveDate: TERMS_VERSION,
    body: p(
      '법무부는 「개인정보 보호법」 제15조에 따라 회원가입과 서비스 제공을 위해 아래와 같이 개인정보를 수집·이용합니다.',
      '1. 수집·이용 목적: 회원 가입과 본인 확인, 아이디·비밀번호 찾기, 법률상담·법률구조 신청과 진행 안내, 부정 이용 방지, 민원 처리',
      '2. 수집 항목: 이름, 생년월일, 성별, 휴대전화 번호, 아이디, 비밀번호(복원할 수 없게 암호화하여 보관), 본인확인 연계정보(본인확인기관이 주는 값을 다시 암호화한 값), 접속 기록(접속 일시, IP 주소, 로그인 결과)',
      '3. 주민등록번호는 수집하지 않습니다.',
      '4. 보유·이용 기간: 회원 탈퇴 시까지. 다만 접속 기록은 「개인정보의 안전성 확보조치 기준」에 따라 1년 이상 보관하며, 관계 법령에서 보존 기간을 정한 경우 그 기간 동안 보관합니다.',
      '5. 동의를 거부할 권리와 불이익: 위 동의를 거부할 수 있으나, 거부하면 회원가입을 할 수 없습니다. 회원가입 없이 비회원 본인확인으로 일부 서비스를 이용할 수 있습니다.',
    ),
  },
  {
    termsId: 'PRIVACY_OPTIONAL',
    title: '개인정보 수집·이용 동의 (선택)',
    required: false,
    version: TERMS_VERSION,
    effectiveDate: TERMS_VERSION,
    body: p(
      '법무부는 더 나은 서비스 안내를 위해 아래와 같이 선택 항목을 수집·이용합니다.',
      '1. 수집·이용 목적: 상담 예약과 신청 진행 상황 알림, 법률구조 제도와 서비스 변경 안내',
      '2. 수집 항목: 전자우편 주소, 문자메시지·전자우편 수신 여부',
      '3. 보유·이용 기간: 회원 탈퇴 또는 동의 철회 시까지',
      '4. 동의를 거부할 권리와 불이익: 동의하지 않아도 회원가입과 서비스 이용에 제한이 없습니다. 다만 진행 상황 알림을 받을 수 없습니다. 동의는 마이페이지의 내 정보에서 언제든지 바꿀 수 있습니다.',
    ),
  },
  {
    termsId: 'AGE14',
    title: '만 14세 이상 확인',
    required: true,
    version: TERMS_VERSION,
    effectiveDate: TERMS_VERSION,
    body: p(
      '본인은 만 14세 이상입니다.',
      '「개인정보 보호법」 제22조의2에 따라 만 14세 미만 아동의 개인정보를 처리하려면 법정대리인의 동의가 필요하여, 법률구조 플랫폼은 만 14세 이상만 온라인으로 가입할 수 있습니다. 만 14세 미만은 법정대리인과 함께 대한법률구조공단 상담전화(국번 없이 132)나 가까운 지부를 이용해 주세요.',
    ),
  },
];
