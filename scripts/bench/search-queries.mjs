// Korean search benchmark: real citizen queries in their own words (typos, slang, spacing, case
// numbers) with judged results. grade 2 = answers the query directly, 1 = useful. refs are the
// search index's stable refs: statute '<법령명> 제N조', precedent '대법원 <사건번호>', FAQ question
// text, form title, case title. Judged on legal relevance, not on any engine. The last queries should
// find nothing. server/test/legal-content.test.ts checks that every ref exists in the data.
export const searchQueries = [
  {
    q: '집주인이 보증금을 안 돌려줘요',
    relevant: [
      { kind: 'case', ref: '계약이 끝났는데 집주인이 보증금을 돌려주지 않고 이사는 가야 해요', grade: 2 },
      { kind: 'statute', ref: '주택임대차보호법 제3조의3', grade: 2 },
      { kind: 'faq', ref: '이사하려는데 집주인이 보증금은 새로운 세입자가 들어오면 그 때 준다고 합니다. 이사해도 될까요?', grade: 2 },
      { kind: 'form', ref: '임차권등기명령신청서', grade: 1 },
      { kind: 'form', ref: '소장(임대차보증금반환)', grade: 1 },
      { kind: 'precedent', ref: '대법원 2005다4529', grade: 1 },
      { kind: 'statute', ref: '주택임대차보호법 제4조', grade: 1 },
    ],
  },
  {
    q: '전세 보증금 반환',
    relevant: [
      { kind: 'case', ref: '계약이 끝났는데 집주인이 보증금을 돌려주지 않고 이사는 가야 해요', grade: 2 },
      { kind: 'form', ref: '소장(임대차보증금반환)', grade: 2 },
      { kind: 'statute', ref: '주택임대차보호법 제3조의2', grade: 1 },
      { kind: 'statute', ref: '주택임대차보호법 제4조', grade: 1 },
      { kind: 'case', ref: '계약이 끝나고 15년 동안 보증금을 못 받은 세입자의 채권이 시효로 사라지지 않았다고 본 사례', grade: 1 },
      { kind: 'faq', ref: '임대차 계약기간 만료 후 보증금을 돌려받지 못해 그 집에서 계속 거주할 경우 월세를 내야하나요?', grade: 1 },
    ],
  },
  {
    q: '임차권등기명령 신청 방법',
    relevant: [
      { kind: 'statute', ref: '주택임대차보호법 제3조의3', grade: 2 },
      { kind: 'form', ref: '임차권등기명령신청서', grade: 2 },
      { kind: 'case', ref: '계약이 끝났는데 집주인이 보증금을 돌려주지 않고 이사는 가야 해요', grade: 2 },
      { kind: 'faq', ref: '이사를 가야만 하는 상황인데 집주인은 집이 나가야지만 돈을 줄 수 있다고 합니다. 임차권등기명령신청을 할 경우, 신청비용은 얼마인가요?', grade: 1 },
      { kind: 'precedent', ref: '대법원 2005다4529', grade: 1 },
      { kind: 'precedent', ref: '대법원 2017다226629', grade: 1 },
    ],
  },
  {
    q: '임차권등기명령',
    note: '1 word',
    relevant: [
      { kind: 'statute', ref: '주택임대차보호법 제3조의3', grade: 2 },
      { kind: 'form', ref: '임차권등기명령신청서', grade: 2 },
      { kind: 'case', ref: '계약이 끝났는데 집주인이 보증금을 돌려주지 않고 이사는 가야 해요', grade: 1 },
      { kind: 'precedent', ref: '대법원 2017다226629', grade: 1 },
      { kind: 'precedent', ref: '대법원 2005다4529', grade: 1 },
    ],
  },
  {
    q: '임차권등기 명령 비용',
    relevant: [
      { kind: 'faq', ref: '이사를 가야만 하는 상황인데 집주인은 집이 나가야지만 돈을 줄 수 있다고 합니다. 임차권등기명령신청을 할 경우, 신청비용은 얼마인가요?', grade: 2 },
      { kind: 'statute', ref: '주택임대차보호법 제3조의3', grade: 2 },
      { kind: 'form', ref: '임차권등기명령신청서', grade: 1 },
    ],
  },
  {
    q: '전입신고 잠깐 옮겨도 되나요',
    relevant: [
      { kind: 'case', ref: '가족은 두고 저만 주민등록을 잠깐 옮겨도 보증금이 보호되나요', grade: 2 },
      { kind: 'precedent', ref: '대법원 95다30338', grade: 2 },
      { kind: 'precedent', ref: '대법원 97다43468', grade: 2 },
      { kind: 'statute', ref: '주택임대차보호법 제3조', grade: 2 },
      { kind: 'case', ref: '주민등록을 9일 옮겼다 돌아온 아파트 세입자가 뒤에 설정된 근저당보다 먼저 보증금을 받은 사례', grade: 1 },
    ],
  },
  {
    q: '집주인이 실거주한다고 나가래요',
    relevant: [
      { kind: 'case', ref: '계약갱신을 요구했더니 집주인이 직접 들어와 산다며 나가라고 해요', grade: 2 },
      { kind: 'statute', ref: '주택임대차보호법 제6조의3', grade: 2 },
      { kind: 'precedent', ref: '대법원 2022다279795', grade: 2 },
      { kind: 'precedent', ref: '대법원 2021다266631', grade: 1 },
      { kind: 'case', ref: '실거주를 이유로 갱신을 거절한 집주인의 거주 의사를 다시 따져 보라고 한 사례', grade: 1 },
    ],
  },
  {
    q: '계약갱신요구권 거절',
    relevant: [
      { kind: 'statute', ref: '주택임대차보호법 제6조의3', grade: 2 },
      { kind: 'case', ref: '계약갱신을 요구했더니 집주인이 직접 들어와 산다며 나가라고 해요', grade: 2 },
      { kind: 'precedent', ref: '대법원 2022다279795', grade: 1 },
      { kind: 'case', ref: '실거주를 이유로 갱신을 거절한 집주인의 거주 의사를 다시 따져 보라고 한 사례', grade: 1 },
      { kind: 'precedent', ref: '대법원 2021다266631', grade: 1 },
    ],
  },
  {
    q: '갱신했는데 중간에 이사 가고 싶어요',
    relevant: [
      { kind: 'case', ref: '갱신요구로 계약을 연장했는데 중간에 나가고 싶어요', grade: 2 },
      { kind: 'statute', ref: '주택임대차보호법 제6조의2', grade: 2 },
      { kind: 'precedent', ref: '대법원 2023다258672', grade: 2 },
      { kind: 'statute', ref: '주택임대차보호법 제6조의3', grade: 1 },
    ],
  },
  {
    q: '보일러 고장 누가 고쳐요',
    relevant: [
      { kind: 'faq', ref: '집주인이 보일러는 임차인인 제가 고치는 것이라고 합니다. 이게 맞나요?', grade: 2 },
      { kind: 'case', ref: '보일러가 고장 났는데 집주인이 세입자가 고치라고 해요', grade: 2 },
      { kind: 'statute', ref: '민법 제623조', grade: 2 },
      { kind: 'precedent', ref: '대법원 94다34692, 94다34708', grade: 1 },
    ],
  },
  {
    q: '살고 있는 집이 경매에 넘어갔어요',
    relevant: [
      { kind: 'faq', ref: '임차하여 살고 있는 집이 경매로 넘어갔다고 합니다. 보증금을 돌려받을 수 있을까요?', grade: 2 },
      { kind: 'statute', ref: '주택임대차보호법 제3조의2', grade: 2 },
      { kind: 'statute', ref: '주택임대차보호법 제8조', grade: 1 },
      { kind: 'form', ref: '배당요구신청서', grade: 1 },
      { kind: 'case', ref: '대지만 경매된 다가구주택에서 소액임차인이 대지 대금으로 보증금을 먼저 받은 사례', grade: 1 },
      { kind: 'case', ref: '주민등록을 9일 옮겼다 돌아온 아파트 세입자가 뒤에 설정된 근저당보다 먼저 보증금을 받은 사례', grade: 1 },
    ],
  },
  {
    q: '전세사기 피해자 신청',
    relevant: [
      { kind: 'statute', ref: '전세사기피해자 지원 및 주거안정에 관한 특별법 제3조', grade: 2 },
      { kind: 'statute', ref: '전세사기피해자 지원 및 주거안정에 관한 특별법 제12조', grade: 2 },
      { kind: 'faq', ref: '전세사기피해자는 어떤 사람들을 말하나요?', grade: 2 },
      { kind: 'faq', ref: '전세사기 피해자도 법률구조를 받을 수 있나요?', grade: 1 },
      { kind: 'faq', ref: '전세피해확인서는 왜 제출해야 하며, 어디서 발급하는 건가요?', grade: 1 },
      { kind: 'case', ref: '집이 경매 중인 걸 숨기고 전세 계약을 했어요', grade: 1 },
    ],
  },
  {
    q: '경매 중인 집 숨기고 전세 계약',
    relevant: [
      { kind: 'case', ref: '집이 경매 중인 걸 숨기고 전세 계약을 했어요', grade: 2 },
      { kind: 'precedent', ref: '대법원 98도3263', grade: 2 },
      { kind: 'case', ref: '경매가 진행 중인 건물임을 숨기고 임대한 임대인에게 사기죄를 인정한 사례', grade: 2 },
      { kind: 'statute', ref: '형법 제347조', grade: 1 },
    ],
  },
  {
    q: '상가 권리금 못 받게 방해',
    relevant: [
      { kind: 'statute', ref: '상가건물 임대차보호법 제10조의4', grade: 2 },
      { kind: 'case', ref: '가게를 넘기려는데 건물주가 직접 장사한다며 새 임차인을 안 받아요', grade: 2 },
      { kind: 'precedent', ref: '대법원 2018다284226', grade: 2 },
      { kind: 'precedent', ref: '대법원 2017다225312, 225329', grade: 1 },
      { kind: 'case', ref: '건물주가 직접 쓰겠다고 해 새 임차인을 구하지 못한 커피전문점 임차인의 손해배상 청구를 인정한 사례', grade: 1 },
      { kind: 'case', ref: '더 이상 갱신을 요구할 수 없는 상가 임차인에게도 권리금 회수기회를 보호한 사례', grade: 1 },
    ],
  },
  {
    q: '가게 뺄때 원상복구',
    note: 'spacing typo',
    relevant: [
      { kind: 'case', ref: '상가를 비울 때 앞 임차인이 한 인테리어까지 철거해야 하나요', grade: 2 },
      { kind: 'precedent', ref: '대법원 2017다268142', grade: 2 },
      { kind: 'statute', ref: '민법 제654조', grade: 1 },
      { kind: 'statute', ref: '민법 제615조', grade: 1 },
    ],
  },
  {
    q: '월급 못 받았어요',
    relevant: [
      { kind: 'statute', ref: '근로기준법 제43조', grade: 2 },
      { kind: 'case', ref: '회사가 어렵다며 월급을 계속 미뤄요', grade: 2 },
      { kind: 'case', ref: '퇴사한 지 한 달이 지났는데 마지막 월급과 퇴직금을 못 받았어요', grade: 2 },
      { kind: 'faq', ref: '임금이나 퇴직금을 받지 못했는데 법률구조를 받을 수 있나요?', grade: 1 },
      { kind: 'form', ref: '체불 임금등ㆍ사업주 확인서 발급신청서', grade: 1 },
      { kind: 'statute', ref: '임금채권보장법 제7조', grade: 1 },
      { kind: 'form', ref: '소장(임금)', grade: 1 },
    ],
  },
  {
    q: '임금체불 신고',
    relevant: [
      { kind: 'case', ref: '퇴사한 지 한 달이 지났는데 마지막 월급과 퇴직금을 못 받았어요', grade: 2 },
      { kind: 'case', ref: '회사가 어렵다며 월급을 계속 미뤄요', grade: 2 },
      { kind: 'statute', ref: '근로기준법 제109조', grade: 1 },
      { kind: 'statute', ref: '근로기준법 제36조', grade: 1 },
      { kind: 'form', ref: '체불 임금등ㆍ사업주 확인서 발급신청서', grade: 1 },
      { kind: 'faq', ref: '임금이나 퇴직금을 받지 못했는데 법률구조를 받을 수 있나요?', grade: 1 },
    ],
  },
  {
    q: '퇴직금 계산',
    relevant: [
      { kind: 'statute', ref: '근로자퇴직급여 보장법 제8조', grade: 2 },
      { kind: 'statute', ref: '근로자퇴직급여 보장법 제4조', grade: 1 },
      { kind: 'case', ref: '일당에 퇴직금이 포함됐다는 계약서에 서명했는데 퇴직금을 못 받나요', grade: 1 },
      { kind: 'precedent', ref: '대법원 2011다42324', grade: 1 },
      { kind: 'case', ref: '퇴사한 지 한 달이 지났는데 마지막 월급과 퇴직금을 못 받았어요', grade: 1 },
    ],
  },
  {
    q: '퇴직금 안줘요',
    note: 'no space',
    relevant: [
      { kind: 'case', ref: '퇴사한 지 한 달이 지났는데 마지막 월급과 퇴직금을 못 받았어요', grade: 2 },
      { kind: 'statute', ref: '근로자퇴직급여 보장법 제9조', grade: 2 },
      { kind: 'statute', ref: '근로기준법 제36조', grade: 2 },
      { kind: 'case', ref: '연봉에 퇴직금이 포함됐다며 퇴직금을 주지 않은 병원 대표에게 체불의 고의를 인정한 사례', grade: 1 },
      { kind: 'faq', ref: '임금이나 퇴직금을 받지 못했는데 법률구조를 받을 수 있나요?', grade: 1 },
      { kind: 'form', ref: '간이대지급금 지급청구서', grade: 1 },
    ],
  },
  {
    q: '월급에 퇴직금 포함 계약',
    relevant: [
      { kind: 'case', ref: '일당에 퇴직금이 포함됐다는 계약서에 서명했는데 퇴직금을 못 받나요', grade: 2 },
      { kind: 'precedent', ref: '대법원 2007다90760', grade: 2 },
      { kind: 'precedent', ref: '대법원 2007도4171', grade: 2 },
      { kind: 'case', ref: '연봉에 퇴직금이 포함됐다며 퇴직금을 주지 않은 병원 대표에게 체불의 고의를 인정한 사례', grade: 2 },
      { kind: 'precedent', ref: '대법원 2000다27671', grade: 1 },
      { kind: 'statute', ref: '근로자퇴직급여 보장법 제8조', grade: 1 },
    ],
  },
  {
    q: '회사가 망해서 월급을 못 받음',
    relevant: [
      { kind: 'statute', ref: '임금채권보장법 제7조', grade: 2 },
      { kind: 'form', ref: '도산대지급금 지급청구서', grade: 2 },
      { kind: 'form', ref: '도산등사실인정 신청서', grade: 1 },
      { kind: 'case', ref: '회사가 어렵다며 월급을 계속 미뤄요', grade: 1 },
      { kind: 'form', ref: '대지급금 등 확인신청서', grade: 1 },
    ],
  },
  {
    q: '대지급금 신청',
    relevant: [
      { kind: 'statute', ref: '임금채권보장법 제7조', grade: 2 },
      { kind: 'form', ref: '간이대지급금 지급청구서', grade: 2 },
      { kind: 'form', ref: '도산대지급금 지급청구서', grade: 2 },
      { kind: 'statute', ref: '임금채권보장법 제7조의2', grade: 1 },
      { kind: 'form', ref: '체불 임금등ㆍ사업주 확인서 발급신청서', grade: 1 },
    ],
  },
  {
    q: '상여금 통상임금',
    relevant: [
      { kind: 'precedent', ref: '대법원 2023다302838', grade: 2 },
      { kind: 'precedent', ref: '대법원 2012다89399', grade: 2 },
      { kind: 'case', ref: '근무일수를 채워야 주는 정기상여금도 통상임금인가요', grade: 2 },
      { kind: 'statute', ref: '근로기준법 시행령 제6조', grade: 1 },
      { kind: 'statute', ref: '근로기준법 제56조', grade: 1 },
    ],
  },
  {
    q: '부당해고 구제신청',
    relevant: [
      { kind: 'statute', ref: '근로기준법 제28조', grade: 2 },
      { kind: 'form', ref: '부당해고등의 구제 신청서', grade: 2 },
      { kind: 'statute', ref: '근로기준법 제23조', grade: 1 },
      { kind: 'case', ref: '사장이 문자로 내일부터 나오지 말라고 했어요', grade: 1 },
      { kind: 'case', ref: '계약직으로 몇 년째 재계약했는데 갑자기 재계약을 안 해 준대요', grade: 1 },
    ],
  },
  {
    q: '문자로 해고 통보 받았어요',
    relevant: [
      { kind: 'case', ref: '사장이 문자로 내일부터 나오지 말라고 했어요', grade: 2 },
      { kind: 'statute', ref: '근로기준법 제27조', grade: 2 },
      { kind: 'precedent', ref: '대법원 2011다42324', grade: 2 },
      { kind: 'case', ref: '해고통보서에 해고사유를 구체적으로 적지 않은 징계해고를 위법하다고 본 사례', grade: 1 },
      { kind: 'statute', ref: '근로기준법 제28조', grade: 1 },
      { kind: 'statute', ref: '근로기준법 제26조', grade: 1 },
    ],
  },
  {
    q: '짤렸어요',
    note: 'slang 1 word',
    relevant: [
      { kind: 'statute', ref: '근로기준법 제23조', grade: 2 },
      { kind: 'statute', ref: '근로기준법 제28조', grade: 2 },
      { kind: 'case', ref: '사장이 문자로 내일부터 나오지 말라고 했어요', grade: 1 },
      { kind: 'form', ref: '부당해고등의 구제 신청서', grade: 1 },
      { kind: 'statute', ref: '근로기준법 제26조', grade: 1 },
    ],
  },
  {
    q: '해고예고수당',
    relevant: [
      { kind: 'statute', ref: '근로기준법 제26조', grade: 2 },
      { kind: 'case', ref: '사장이 문자로 내일부터 나오지 말라고 했어요', grade: 1 },
      { kind: 'statute', ref: '근로기준법 제27조', grade: 1 },
    ],
  },
  {
    q: '프리랜서도 퇴직금 받을수 있나요',
    relevant: [
      { kind: 'case', ref: '프리랜서 계약을 했는데 저도 근로자로 인정받을 수 있나요', grade: 2 },
      { kind: 'precedent', ref: '대법원 2004다29736', grade: 2 },
      { kind: 'precedent', ref: '대법원 2000다27671', grade: 2 },
      { kind: 'case', ref: '방송사 드라마 외부제작요원을 근로자로 보고 퇴직금을 인정한 사례', grade: 2 },
      { kind: 'case', ref: '강의용역계약을 맺은 입시학원 강사를 근로자로 보고 재계약 거절을 해고로 본 사례', grade: 1 },
      { kind: 'statute', ref: '근로기준법 제2조', grade: 1 },
      { kind: 'precedent', ref: '대법원 95다20348', grade: 1 },
    ],
  },
  {
    q: '계약직 재계약 거절',
    relevant: [
      { kind: 'case', ref: '계약직으로 몇 년째 재계약했는데 갑자기 재계약을 안 해 준대요', grade: 2 },
      { kind: 'precedent', ref: '대법원 93다17843', grade: 2 },
      { kind: 'precedent', ref: '대법원 2004다29736', grade: 1 },
      { kind: 'statute', ref: '근로기준법 제23조', grade: 1 },
      { kind: 'case', ref: '강의용역계약을 맺은 입시학원 강사를 근로자로 보고 재계약 거절을 해고로 본 사례', grade: 1 },
    ],
  },
  {
    q: '출근하다 교통사고 산재',
    relevant: [
      { kind: 'statute', ref: '산업재해보상보험법 제37조', grade: 2 },
      { kind: 'case', ref: '출근하다 교통사고를 당했는데 산재가 되나요', grade: 2 },
      { kind: 'case', ref: '자기 오토바이로 출근하던 일용직 산불감시원의 사망을 업무상 재해로 본 사례', grade: 1 },
      { kind: 'precedent', ref: '대법원 2005두12572', grade: 1 },
      { kind: 'precedent', ref: '대법원 99두9025', grade: 1 },
    ],
  },
  {
    q: '점심시간 사고 산재 되나요',
    relevant: [
      { kind: 'statute', ref: '산업재해보상보험법 제37조', grade: 2 },
      { kind: 'precedent', ref: '대법원 2004두6549', grade: 2 },
      { kind: 'case', ref: '점심시간에 집에서 식사하고 돌아가다 다쳐 숨진 근로자의 업무상 재해를 인정한 사례', grade: 2 },
    ],
  },
  {
    q: '산재 불승인 이의',
    relevant: [
      { kind: 'statute', ref: '산업재해보상보험법 제103조', grade: 2 },
      { kind: 'case', ref: '출근하다 교통사고를 당했는데 산재가 되나요', grade: 1 },
      { kind: 'form', ref: '재해인정 등의 이의에 관한(심사, 중재)신청서', grade: 1 },
    ],
  },
  {
    q: '바람핀 남편이 이혼소송',
    relevant: [
      { kind: 'case', ref: '바람을 피운 남편이 오히려 이혼 소송을 냈어요', grade: 2 },
      { kind: 'precedent', ref: '대법원 2013므568', grade: 2 },
      { kind: 'statute', ref: '민법 제840조', grade: 2 },
      { kind: 'precedent', ref: '대법원 2009므2130', grade: 1 },
      { kind: 'precedent', ref: '대법원 90므1067', grade: 1 },
      { kind: 'form', ref: '답변서', grade: 1 },
    ],
  },
  {
    q: '이혼 재산분할 퇴직금',
    relevant: [
      { kind: 'case', ref: '이혼할 때 남편의 퇴직금이나 연금도 나눌 수 있나요', grade: 2 },
      { kind: 'precedent', ref: '대법원 2013므2250', grade: 2 },
      { kind: 'precedent', ref: '대법원 2012므2888', grade: 2 },
      { kind: 'statute', ref: '민법 제839조의2', grade: 2 },
      { kind: 'precedent', ref: '대법원 94므1584', grade: 1 },
      { kind: 'case', ref: '이미 받고 있는 공무원 퇴직연금도 이혼 재산분할 대상이 된다고 본 사례', grade: 1 },
    ],
  },
  {
    q: '빚이 더 많은데 재산분할',
    relevant: [
      { kind: 'precedent', ref: '대법원 2010므4071, 4088', grade: 2 },
      { kind: 'precedent', ref: '대법원 97므933', grade: 2 },
      { kind: 'precedent', ref: '대법원 2001므718', grade: 1 },
      { kind: 'statute', ref: '민법 제839조의2', grade: 1 },
    ],
  },
  {
    q: '사실혼 재산분할',
    relevant: [
      { kind: 'precedent', ref: '대법원 94므1584', grade: 2 },
      { kind: 'case', ref: '사실혼이 깨진 뒤에도 위자료와 재산분할을 인정받은 사례', grade: 2 },
      { kind: 'statute', ref: '민법 제839조의2', grade: 1 },
    ],
  },
  {
    q: '협의이혼 절차',
    relevant: [
      { kind: 'statute', ref: '민법 제836조의2', grade: 2 },
      { kind: 'form', ref: '협의이혼의사확인신청서', grade: 2 },
      { kind: 'statute', ref: '민법 제834조', grade: 1 },
      { kind: 'statute', ref: '민법 제837조', grade: 1 },
    ],
  },
  {
    q: '아이 양육비를 안 줘요',
    relevant: [
      { kind: 'case', ref: '판결로 정한 양육비를 전남편이 몇 달째 안 줘요', grade: 2 },
      { kind: 'statute', ref: '가사소송법 제63조의2', grade: 2 },
      { kind: 'form', ref: '양육비 직접지급명령신청서', grade: 2 },
      { kind: 'statute', ref: '가사소송법 제64조', grade: 1 },
      { kind: 'form', ref: '양육비 이행확보 지원 신청서', grade: 1 },
      { kind: 'statute', ref: '양육비 이행확보 및 지원에 관한 법률 제21조의6', grade: 1 },
      { kind: 'form', ref: '양육비 선지급 신청서', grade: 1 },
    ],
  },
  {
    q: '양육비 선지급',
    relevant: [
      { kind: 'statute', ref: '양육비 이행확보 및 지원에 관한 법률 제21조의6', grade: 2 },
      { kind: 'form', ref: '양육비 선지급 신청서', grade: 2 },
      { kind: 'case', ref: '판결로 정한 양육비를 전남편이 몇 달째 안 줘요', grade: 1 },
    ],
  },
  {
    q: '과거 양육비 청구',
    relevant: [
      { kind: 'precedent', ref: '대법원 92스21', grade: 2 },
      { kind: 'precedent', ref: '대법원 2008스67', grade: 2 },
      { kind: 'case', ref: '혼자 아이를 키운 동안의 양육비도 받을 수 있나요', grade: 2 },
      { kind: 'case', ref: '10년이 넘은 과거 양육비도 시효로 소멸하지 않았다고 본 사례', grade: 2 },
      { kind: 'statute', ref: '민법 제837조', grade: 1 },
      { kind: 'form', ref: '양육비 심판청구서', grade: 1 },
    ],
  },
  {
    q: '양육권 누가 가져요',
    relevant: [
      { kind: 'precedent', ref: '대법원 2009므1458, 1465', grade: 2 },
      { kind: 'statute', ref: '민법 제837조', grade: 2 },
      { kind: 'statute', ref: '민법 제909조', grade: 1 },
      { kind: 'case', ref: '별거 뒤 아버지가 잘 키워 온 딸의 양육자를 어머니로 바꾼 판결을 파기한 사례', grade: 1 },
    ],
  },
  {
    q: '아버지 빚 상속포기',
    relevant: [
      { kind: 'statute', ref: '민법 제1019조', grade: 2 },
      { kind: 'statute', ref: '민법 제1041조', grade: 2 },
      { kind: 'form', ref: '상속포기 심판청구서', grade: 2 },
      { kind: 'case', ref: '돌아가신 아버지의 빚이 재산보다 많은 것 같아요', grade: 2 },
      { kind: 'form', ref: '한정승인 심판청구서', grade: 1 },
      { kind: 'faq', ref: '시설 퇴소 후 연락 없던 부모님의 빚이 상속될 위기일 때 도움받을 곳이 있나요?', grade: 1 },
    ],
  },
  {
    q: '한정승인',
    note: '1 word',
    relevant: [
      { kind: 'statute', ref: '민법 제1028조', grade: 2 },
      { kind: 'form', ref: '한정승인 심판청구서', grade: 2 },
      { kind: 'statute', ref: '민법 제1030조', grade: 1 },
      { kind: 'case', ref: '돌아가신 아버지의 빚이 재산보다 많은 것 같아요', grade: 1 },
      { kind: 'precedent', ref: '대법원 2003다30968', grade: 1 },
      { kind: 'precedent', ref: '대법원 2006다23138', grade: 1 },
    ],
  },
  {
    q: '형이 유산을 다 가져갔어요 유류분',
    relevant: [
      { kind: 'case', ref: '형이 아버지 생전에 집을 받아서 제 몫이 하나도 없어요', grade: 2 },
      { kind: 'statute', ref: '민법 제1115조', grade: 2 },
      { kind: 'statute', ref: '민법 제1112조', grade: 2 },
      { kind: 'precedent', ref: '대법원 95다17885', grade: 2 },
      { kind: 'precedent', ref: '대법원 93다11715', grade: 1 },
      { kind: 'statute', ref: '민법 제1117조', grade: 1 },
    ],
  },
  {
    q: '사망보험금 받으면 상속포기 못하나요',
    relevant: [
      { kind: 'precedent', ref: '대법원 2000다31502', grade: 2 },
      { kind: 'statute', ref: '민법 제1005조', grade: 1 },
      { kind: 'statute', ref: '민법 제1041조', grade: 1 },
      { kind: 'form', ref: '상속포기 심판청구서', grade: 1 },
    ],
  },
  {
    q: '장례비 상속재산에서',
    relevant: [
      { kind: 'statute', ref: '민법 제998조의2', grade: 2 },
      { kind: 'precedent', ref: '대법원 2003다30968', grade: 2 },
      { kind: 'precedent', ref: '대법원 97다3996', grade: 2 },
    ],
  },
  {
    q: '돈 빌려줬는데 안갚아요',
    note: 'no space',
    relevant: [
      { kind: 'case', ref: '친구가 빌려 간 돈을 안 갚는데 사기죄로 고소할 수 있나요', grade: 2 },
      { kind: 'case', ref: '빌려준 지 10년이 넘은 돈도 받을 수 있나요', grade: 1 },
      { kind: 'form', ref: '지급명령신청서', grade: 2 },
      { kind: 'form', ref: '소장(대여금)', grade: 2 },
      { kind: 'statute', ref: '민사소송법 제462조', grade: 1 },
      { kind: 'precedent', ref: '대법원 2012도14516', grade: 1 },
    ],
  },
  {
    q: '빌려준 돈 10년 지났어요',
    relevant: [
      { kind: 'case', ref: '빌려준 지 10년이 넘은 돈도 받을 수 있나요', grade: 2 },
      { kind: 'statute', ref: '민법 제162조', grade: 2 },
      { kind: 'precedent', ref: '대법원 2013다12464', grade: 2 },
      { kind: 'statute', ref: '민법 제168조', grade: 1 },
    ],
  },
  {
    q: '지급명령 이의신청 기간',
    relevant: [
      { kind: 'statute', ref: '민사소송법 제470조', grade: 2 },
      { kind: 'form', ref: '지급명령에 대한 이의신청서', grade: 2 },
      { kind: 'statute', ref: '민사소송법 제469조', grade: 1 },
      { kind: 'case', ref: '제가 서명한 적 없는 연대보증서로 빚을 갚으라고 해요', grade: 1 },
    ],
  },
  {
    q: '소액사건 소송 절차',
    relevant: [
      { kind: 'statute', ref: '소액사건심판법 제2조', grade: 2 },
      { kind: 'statute', ref: '소액사건심판법 제5조의3', grade: 1 },
      { kind: 'form', ref: '소장(대여금)', grade: 1 },
      { kind: 'form', ref: '이행권고결정에 대한 이의신청서', grade: 1 },
    ],
  },
  {
    q: '연대보증 서명 안했는데',
    relevant: [
      { kind: 'case', ref: '제가 서명한 적 없는 연대보증서로 빚을 갚으라고 해요', grade: 2 },
      { kind: 'precedent', ref: '대법원 2016다233576', grade: 2 },
      { kind: 'statute', ref: '민법 제428조의2', grade: 2 },
      { kind: 'case', ref: '대부업체가 내민 연대보증계약서의 서명이 본인 필체가 아니어서 보증책임을 다시 따지게 된 사례', grade: 2 },
      { kind: 'precedent', ref: '대법원 2013다23372', grade: 1 },
    ],
  },
  {
    q: '빚 독촉이 너무 심해요',
    relevant: [
      { kind: 'case', ref: '빚 독촉이 너무 심한데 개인회생과 파산 중 무엇을 해야 하나요', grade: 2 },
      { kind: 'statute', ref: '채무자 회생 및 파산에 관한 법률 제579조', grade: 1 },
      { kind: 'statute', ref: '채무자 회생 및 파산에 관한 법률 제600조', grade: 1 },
      { kind: 'form', ref: '개인회생절차개시신청서', grade: 1 },
      { kind: 'form', ref: '파산 및 면책 신청서', grade: 1 },
    ],
  },
  {
    q: '개인회생 신청 자격',
    relevant: [
      { kind: 'statute', ref: '채무자 회생 및 파산에 관한 법률 제579조', grade: 2 },
      { kind: 'statute', ref: '채무자 회생 및 파산에 관한 법률 제588조', grade: 2 },
      { kind: 'form', ref: '개인회생절차개시신청서', grade: 2 },
      { kind: 'case', ref: '빚 독촉이 너무 심한데 개인회생과 파산 중 무엇을 해야 하나요', grade: 1 },
    ],
  },
  {
    q: '파산 면책 안되는 빚',
    relevant: [
      { kind: 'statute', ref: '채무자 회생 및 파산에 관한 법률 제566조', grade: 2 },
      { kind: 'case', ref: '파산 면책을 받았는데 목록에 빠진 채권자가 돈을 달래요', grade: 2 },
      { kind: 'precedent', ref: '대법원 2010다49083', grade: 2 },
      { kind: 'precedent', ref: '대법원 2009다91330', grade: 1 },
      { kind: 'precedent', ref: '대법원 2010다3353', grade: 1 },
      { kind: 'precedent', ref: '대법원 2005다76500', grade: 1 },
    ],
  },
  {
    q: '교통사고 합의금',
    relevant: [
      { kind: 'case', ref: '교통사고 합의금에서 일할 수 있는 나이는 어떻게 계산하나요', grade: 2 },
      { kind: 'precedent', ref: '대법원 2018다248909', grade: 2 },
      { kind: 'statute', ref: '민법 제750조', grade: 1 },
      { kind: 'statute', ref: '민법 제766조', grade: 1 },
      { kind: 'precedent', ref: '대법원 98다53141', grade: 1 },
      { kind: 'precedent', ref: '대법원 2009다100920', grade: 1 },
    ],
  },
  {
    q: '교통 사고 손해 배상 청구 시효',
    note: 'spaces everywhere',
    relevant: [
      { kind: 'statute', ref: '민법 제766조', grade: 2 },
      { kind: 'case', ref: '교통사고 합의금에서 일할 수 있는 나이는 어떻게 계산하나요', grade: 1 },
      { kind: 'statute', ref: '민법 제750조', grade: 1 },
    ],
  },
  {
    q: '수술 부작용 설명 못들음',
    relevant: [
      { kind: 'case', ref: '수술 부작용을 미리 설명 듣지 못했는데 병원에 책임을 물을 수 있나요', grade: 2 },
      { kind: 'precedent', ref: '대법원 93다60953', grade: 2 },
      { kind: 'precedent', ref: '대법원 93다52402', grade: 2 },
      { kind: 'statute', ref: '민법 제750조', grade: 1 },
    ],
  },
  {
    q: '명예훼손 고소',
    relevant: [
      { kind: 'statute', ref: '형법 제307조', grade: 2 },
      { kind: 'case', ref: '한 사람에게만 한 험담도 명예훼손이 되나요', grade: 2 },
      { kind: 'precedent', ref: '대법원 2020도5813', grade: 1 },
      { kind: 'statute', ref: '형법 제312조', grade: 1 },
      { kind: 'statute', ref: '형법 제310조', grade: 1 },
    ],
  },
  {
    q: '단톡방 험담 명예훼손 되나요',
    relevant: [
      { kind: 'statute', ref: '형법 제307조', grade: 2 },
      { kind: 'precedent', ref: '대법원 2020도5813', grade: 2 },
      { kind: 'precedent', ref: '대법원 2007도8155', grade: 2 },
      { kind: 'case', ref: '한 사람에게만 한 험담도 명예훼손이 되나요', grade: 2 },
      { kind: 'precedent', ref: '대법원 2004도340', grade: 1 },
    ],
  },
  {
    q: '패키지여행 사고 여행사 책임',
    relevant: [
      { kind: 'case', ref: '패키지여행 중 현지 업체 차량 사고로 다쳤는데 여행사 책임인가요', grade: 2 },
      { kind: 'precedent', ref: '대법원 2011다1330', grade: 2 },
      { kind: 'case', ref: '해외 패키지여행 중 현지 차량 사고로 숨진 여행객에 대해 여행사 책임을 인정한 사례', grade: 2 },
      { kind: 'precedent', ref: '대법원 98다25061', grade: 2 },
      { kind: 'statute', ref: '민법 제391조', grade: 1 },
      { kind: 'precedent', ref: '대법원 2007다3377', grade: 1 },
    ],
  },
  {
    q: '소비자 피해구제 신청',
    relevant: [
      { kind: 'statute', ref: '소비자기본법 제55조', grade: 2 },
      { kind: 'statute', ref: '소비자기본법 제60조', grade: 1 },
      { kind: 'case', ref: '패키지여행 중 현지 업체 차량 사고로 다쳤는데 여행사 책임인가요', grade: 1 },
    ],
  },
  {
    q: '소송비용이 없어요',
    relevant: [
      { kind: 'statute', ref: '민사소송법 제128조', grade: 2 },
      { kind: 'form', ref: '소송구조신청서', grade: 2 },
      { kind: 'faq', ref: '무료법률구조는 누가 받을 수 있나요?', grade: 2 },
      { kind: 'statute', ref: '법률구조법 제1조', grade: 1 },
    ],
  },
  {
    q: '무료 법률상담 132',
    relevant: [
      { kind: 'faq', ref: '132 전화상담은 어디에서 하나요?', grade: 2 },
      { kind: 'faq', ref: '무료법률구조는 누가 받을 수 있나요?', grade: 2 },
      { kind: 'statute', ref: '법률구조법 제8조', grade: 1 },
      { kind: 'statute', ref: '법률구조법 제2조', grade: 1 },
    ],
  },
  {
    q: '판결 받았는데 돈을 안줘요 압류',
    relevant: [
      { kind: 'form', ref: '채권압류 및 추심명령신청서', grade: 2 },
      { kind: 'statute', ref: '민사집행법 제229조', grade: 2 },
      { kind: 'form', ref: '재산명시신청서', grade: 1 },
      { kind: 'statute', ref: '민사집행법 제223조', grade: 1 },
      { kind: 'form', ref: '재산조회신청서', grade: 1 },
    ],
  },
  {
    q: '가압류 신청',
    relevant: [
      { kind: 'statute', ref: '민사집행법 제276조', grade: 2 },
      { kind: 'form', ref: '부동산가압류신청서', grade: 2 },
      { kind: 'form', ref: '채권가압류신청서', grade: 2 },
      { kind: 'statute', ref: '민사집행법 제277조', grade: 1 },
    ],
  },
  {
    q: '항소 기간',
    relevant: [
      { kind: 'statute', ref: '민사소송법 제396조', grade: 2 },
      { kind: 'form', ref: '항소장', grade: 2 },
      { kind: 'statute', ref: '민사소송법 제390조', grade: 1 },
    ],
  },
  {
    q: '임대차보호법 3조의3',
    note: 'article number',
    relevant: [
      { kind: 'statute', ref: '주택임대차보호법 제3조의3', grade: 2 },
      { kind: 'form', ref: '임차권등기명령신청서', grade: 1 },
      { kind: 'case', ref: '계약이 끝났는데 집주인이 보증금을 돌려주지 않고 이사는 가야 해요', grade: 1 },
    ],
  },
  {
    q: '2016다244224',
    note: 'case number',
    relevant: [
      { kind: 'precedent', ref: '대법원 2016다244224, 244231', grade: 2 },
      { kind: 'case', ref: '계약이 끝나고 15년 동안 보증금을 못 받은 세입자의 채권이 시효로 사라지지 않았다고 본 사례', grade: 2 },
      { kind: 'statute', ref: '주택임대차보호법 제4조', grade: 1 },
    ],
  },
  {
    q: '임차권등기멍령',
    note: 'typo',
    relevant: [
      { kind: 'statute', ref: '주택임대차보호법 제3조의3', grade: 2 },
      { kind: 'form', ref: '임차권등기명령신청서', grade: 2 },
      { kind: 'case', ref: '계약이 끝났는데 집주인이 보증금을 돌려주지 않고 이사는 가야 해요', grade: 1 },
    ],
  },
  {
    q: '퇴직굼 계산',
    note: 'typo',
    relevant: [
      { kind: 'statute', ref: '근로자퇴직급여 보장법 제8조', grade: 2 },
      { kind: 'case', ref: '일당에 퇴직금이 포함됐다는 계약서에 서명했는데 퇴직금을 못 받나요', grade: 1 },
      { kind: 'case', ref: '퇴사한 지 한 달이 지났는데 마지막 월급과 퇴직금을 못 받았어요', grade: 1 },
    ],
  },
  {
    q: '부당헤고',
    note: 'typo',
    relevant: [
      { kind: 'statute', ref: '근로기준법 제23조', grade: 2 },
      { kind: 'statute', ref: '근로기준법 제28조', grade: 2 },
      { kind: 'form', ref: '부당해고등의 구제 신청서', grade: 1 },
    ],
  },
  {
    q: '기초생활수급자 통장 압류',
    relevant: [
      { kind: 'faq', ref: '기초생활보장 수급자로 선정되었는데 현재 통장이 압류가 되어있어서 급여를 받을 수 있을지 걱정됩니다.', grade: 2 },
      { kind: 'statute', ref: '민사집행법 제246조', grade: 1 },
      { kind: 'faq', ref: '기초생활보장 신청을 하려는데 어디서 해야하나요? 그리고 신청 후 결과는 언제 알 수 있나요?', grade: 1 },
    ],
  },
  {
    q: '비트코인 채굴 방법',
    note: 'should find nothing',
    relevant: [],
  },
  {
    q: '주식 급등주 추천',
    note: 'should find nothing',
    relevant: [],
  },
  {
    q: '맛집 추천 강남역',
    note: 'should find nothing',
    relevant: [],
  },
  {
    q: '롤 티어 올리는 법',
    note: 'should find nothing',
    relevant: [],
  },
  {
    q: '아이폰 배터리 교체 가격',
    note: 'should find nothing',
    relevant: [],
  },
];
