import { adminAuditExport as descriptor } from '@portal/contracts/calls';
import { withContextPath } from '@portal/http';

/**
 * GET /api/admin/audit/export as a download link's address: the same filters as the search (no page),
 * answered as CSV (UTF-8 with BOM) with the staff session's cookie.
 */
export function adminAuditExportHref(filters: Record<string, string | undefined>): string {
  const q = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => !!e[1]));
  const s = q.toString();
  return withContextPath(`${descriptor.path}${s ? `?${s}` : ''}`);
}
