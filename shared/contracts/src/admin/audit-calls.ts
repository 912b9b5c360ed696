// Back office (issue 34), the append-only audit log, masked records opened with a reason.
import { z } from 'zod';
import { anyStaff, errors, refusedUnlessAllowed, type Access, type ApiCall } from '../call';
import { ErrorBody } from '../common';
import { AUDIT_EXPORT_MAX_ROWS, AUDIT_READERS, AuditFilter, AuditList, AuditQuery, RecordOpen, RecordOpened } from './audit-schemas';

const audit = { tags: ['admin-audit'] };
/** Institution managers (their institution's staff) and the system administrator (everyone's). */
const auditReaders = { staff: { roles: AUDIT_READERS } } as const satisfies Access;
const refused = refusedUnlessAllowed;

export const adminAuditCalls = {
  adminAuditList: {
    method: 'GET',
    path: '/api/admin/audit',
    summary:
      '감사 기록 검색 (기관 관리자: 자기 기관 직원의 기록, 시스템 관리자: 전체). 기간(from~to, 한국 시간 날짜), 직원 아이디, 구분, 대상 종류·번호로 거르고 시각 순(기본 최신순)으로 쪽을 나눕니다. 이 검색도 열람으로 기록됩니다',
    ...audit,
    access: auditReaders,
    querystring: AuditQuery,
    responses: { 200: AuditList, ...refused, ...errors },
  },
  adminAuditExport: {
    method: 'GET',
    path: '/api/admin/audit/export',
    summary: `감사 기록 내려받기: 검색과 같은 조건의 CSV(UTF-8, BOM 포함, 엑셀에서 바로 열림), 최대 ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en-US')}건(넘으면 최신 것부터 잘리고 X-Audit-Truncated: 1). =, +, -, @로 시작하는 칸은 앞에 '를 붙여 수식으로 실행되지 않습니다. 내려받기 자체도 EXPORT로 기록됩니다`,
    ...audit,
    access: auditReaders,
    querystring: AuditFilter,
    produces: 'text/csv',
    responses: { 200: z.string(), ...refused, ...errors },
  },
  adminRecordOpen: {
    method: 'POST',
    path: '/api/admin/records/open',
    summary:
      '가려진 개인정보 보기: 직원 화면의 이름·휴대전화·이메일·주소·생년월일은 가려져 있고(홍*동, 010-****-5678), 업무에 필요할 때 사유(5~200자)를 적어 이 기록 하나의 값을 받습니다. 볼 권한이 있는 기록만(자기 기관의 것; 아니면 404), 열 때마다 사유와 함께 감사 기록(OPEN)에 남습니다. 주민등록번호 뒷자리는 여기서 열리지 않습니다(증빙서류 열람 절차)',
    ...audit,
    access: anyStaff,
    body: RecordOpen,
    responses: { 200: RecordOpened, ...refused, 404: ErrorBody, 429: ErrorBody, ...errors },
  },
} as const satisfies Record<string, ApiCall>;
