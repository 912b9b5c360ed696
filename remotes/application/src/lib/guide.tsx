import { Link } from '@portal/router';
import { ELRCPT_INST_CODES, ELRCPT_INSTS } from '@portal/contracts/client';
import './slfdgns.css';

/** The electronic application from start to decision (issue 16; the lifecycle of the application area). */
export const GUIDE_STEPS: { title: string; body: string }[] = [
  { title: '자가진단', body: '사건, 기관, 구조대상자 유형, 소득을 차례로 답하면 전자접수 대상인지와 준비할 서류를 바로 알려 줍니다. 사건의 승소 가능성은 판단하지 않습니다.' },
  { title: '기관과 신청서 고르기', body: '사건을 맡는 기관(대한법률구조공단, 한국가정법률상담소, 대한가정법률복지상담원, 대한변협법률구조재단, 대한상사중재원)과 그 기관의 신청서를 고릅니다.' },
  { title: '동의', body: '이용약관, 개인정보 수집·이용, 제3자 제공에 동의합니다. 행정정보 공동이용 동의는 따로 묻습니다. 동의하지 않으면 증명 서류를 직접 내야 합니다.' },
  { title: '신청서 작성', body: '신청인과 상대방, 사건 내용(4,000자까지), 원하는 도움, 연락 방법을 적습니다. 쓰는 내용은 자동으로 임시저장되어 다른 기기에서도 마이페이지에서 이어 쓸 수 있습니다.' },
  { title: '전자서명', body: '신청 내용에 전자서명을 합니다. 서명한 뒤 내용이 바뀌면 다시 서명해야 합니다.' },
  { title: '접수', body: '서명한 신청서를 내면 접수번호가 나옵니다. 마이페이지에서 진행 상황을 봅니다.' },
  { title: '심사(보완요청)', body: '기관이 요건과 사건을 심사합니다. 서류가 더 필요하면 보완요청이 오고, 마이페이지에서 보완 서류를 냅니다.' },
  { title: '결정', body: '구조결정 또는 기각(이유 포함)이 마이페이지와 알림으로 옵니다. 결정 전에는 신청을 취하할 수 있습니다.' },
];

export const WHO_MAY_APPLY = [
  '구조대상자 유형(기초생활수급자, 한부모가족, 장애인, 국가유공자, 범죄피해자, 임금등 체불 피해근로자 등)에 해당하는 분',
  '유형에 해당하지 않아도 가구 월소득이 기준 중위소득 125% 이하인 분(일부유료)',
  '본인 명의로 본인확인(회원 또는 비회원 본인확인)을 한 분. 대리인은 방문 상담으로 신청합니다.',
];

export const GUIDE_DOCUMENTS = [
  '주민등록표 등본(세대원 전원 표시): 가구원 수 확인',
  '건강보험료 납부확인서(세대원 전원, 최근 3개월): 소득 확인',
  '구조대상자 유형을 증명하는 서류(기초생활수급자 증명서, 한부모가족 증명서, 장애인 증명서, 국가유공자 확인서 등)',
  '사건 자료(계약서, 판결문, 내용증명, 급여명세서 등)',
];

export function GuideFlow({ level = 3 }: { level?: 2 | 3 }) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <ol className="sd-flow" data-guide-flow="">
      {GUIDE_STEPS.map((s) => (
        <li key={s.title}>
          <H className="sd-h3">{s.title}</H>
          <p>{s.body}</p>
        </li>
      ))}
    </ol>
  );
}

export function GuideContacts() {
  return (
    <ul className="sd-list">
      <li>
        대한법률구조공단 법률상담 ☎ <a href="tel:132">132</a> (국번 없이, 평일 09:00~18:00)
      </li>
      <li>
        전자접수 기관: {ELRCPT_INST_CODES.map((i) => ELRCPT_INSTS[i].name).join(', ')}. 기관별 연락처는 <Link to="/customer/inst/inst">관련 기관 안내</Link>에 있습니다.
      </li>
    </ul>
  );
}
