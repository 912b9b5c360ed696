import { Link } from '@portal/router';
import { list, PolicyDoc, section } from '../../lib/PolicyDoc';

const POLICIES = [
  { to: '/trms', title: '이용약관', text: '플랫폼 이용 조건, 회원과 운영기관의 권리와 의무. 개정 이력과 버전 비교를 함께 봅니다.' },
  { to: '/prvc', title: '개인정보처리방침', text: '서비스별로 처리하는 개인정보, 보유 기간, 제3자 제공과 위탁, 정보주체의 권리, 쿠키.' },
  { to: '/copyright', title: '저작권 정책', text: '공공누리 유형과 콘텐츠별 이용 조건, 이용 허락 요청 방법.' },
  { to: '/trms/test2', title: '이용약관 버전 비교', text: '두 버전의 약관을 조문별로 비교합니다.' },
  { to: '/center/gd', title: '이용 안내', text: '플랫폼의 서비스와 이용 방법.' },
];

const sections = [
  section('etc-email', '이메일주소 무단수집 거부', [
    '이 누리집에 게시된 전자우편 주소를 전자우편 수집 프로그램이나 그 밖의 기술적 장치로 무단 수집하는 것을 거부합니다. 이를 어기면 「정보통신망 이용촉진 및 정보보호 등에 관한 법률」 제50조의2에 따라 처벌받을 수 있습니다.',
    '게시일: 2026-01-05',
  ]),
  section('etc-index', '정책과 약관 모음', [
    list(
      POLICIES.map((p) => (
        <>
          <Link to={p.to}>{p.title}</Link>
          <span> — {p.text}</span>
        </>
      )),
      { className: 'pl-index' },
    ),
  ]),
];

/** /etc/terms: 이메일주소 무단수집 거부 and the index of every policy of the portal. */
export default function PolicyIndexPage() {
  return <PolicyDoc page="policy-index" title="누리집 정책" lead="법률구조 플랫폼의 이메일주소 무단수집 거부 게시와 모든 정책·약관의 목록입니다." sections={sections} />;
}
