import { CASE_BOARD_LABELS, CASE_BOARD_PATHS, type CaseBoard } from '@portal/contracts/client';

const board = (code: CaseBoard, name: string, lead: string) => ({
  name,
  title: CASE_BOARD_LABELS[code],
  lead,
  list: `${CASE_BOARD_PATHS[code]}/list`,
  detail: `${CASE_BOARD_PATHS[code]}/detail`,
});

/** What a case board says about itself: its heading, its lead and its addresses. */
export const BOARD_TEXT: Record<CaseBoard, ReturnType<typeof board>> = {
  DISCUSSION: board('DISCUSSION', 'discussion', '시민이 자주 묻는 법률 문제와 그 답을 판례와 법령에 따라 쉬운 말로 정리했습니다. 비슷한 일을 겪고 있다면 판단의 기준을 먼저 살펴보세요.'),
  LEGALAID: board('LEGALAID', 'legalaid', '법률구조로 분쟁을 해결한 사례를 실제 판결에 따라 쉬운 말로 정리했습니다. 어떤 도움을 받아 어떻게 끝났는지 살펴보세요.'),
};

/** Where 이 사례와 비슷한 문제로 상담받기 leads: consultation booking (routes.txt, consultation area). */
export const BOOKING_PATH = '/dscsn/rsvt/DscsnRsvtM';
