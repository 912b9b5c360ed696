// The contract table: the merge of the areas' tables (shared/contracts/src/<area>/calls.ts). The
// spread order keeps the table's order, which the generated calls.ts follows.
import { centerCalls } from './center/calls';
import { dgstfnCalls } from './dgstfn/calls';
import { dscsnCalls } from './dscsn/calls';
import { elrcptCalls } from './elrcpt/calls';
import { memberCalls } from './member/calls';
import { policyCalls } from './policy/calls';
import { prdocCalls } from './prdoc/calls';
import { searchCalls } from './search/calls';
import { aiCalls } from './ai/calls';
import { statuteCalls } from './statute/calls';
import { servicesCalls } from './services/calls';
import { shellBuildCalls, shellCalls, shellOpsCalls } from './shell/calls';
import { slfdgnsCalls } from './slfdgns/calls';
import { openapiCalls } from './openapi/calls';
import { adminCalls } from './admin/calls';

export { accessKind, anyStaff, applicationStaff, consultStaff, instManager, openApiApprover, systemAdmin, type Access, type AccessKind, type ApiCall, type IdempotencyScope, type InstitutionScope, type StaffRole, type StaffRule } from './call';

/**
 * Every API call: the server registers its routes from this table and the OpenAPI document is
 * generated from it, so the front end, the server and the document cannot disagree.
 */

/**
 * The areas' tables by area name. The server lists its modules under the same names
 * (server/src/modules/index.ts), each answering every call of its area; the build manifest
 * (shellBuildCalls) is answered by the page server that serves the build.
 */
export const areaCalls = {
  member: memberCalls,
  dscsn: dscsnCalls,
  shell: { ...shellCalls, ...shellOpsCalls },
  center: centerCalls,
  dgstfn: dgstfnCalls,
  policy: policyCalls,
  elrcpt: elrcptCalls,
  slfdgns: slfdgnsCalls,
  prdoc: prdocCalls,
  search: searchCalls,
  ai: aiCalls,
  statute: statuteCalls,
  services: servicesCalls,
  openapi: openapiCalls,
  admin: adminCalls,
};

export const apiCalls = {
  ...memberCalls,
  ...dscsnCalls,
  ...shellCalls,
  ...centerCalls,
  ...dgstfnCalls,
  ...policyCalls,
  ...elrcptCalls,
  ...slfdgnsCalls,
  ...prdocCalls,
  ...searchCalls,
  ...aiCalls,
  ...statuteCalls,
  ...servicesCalls,
  ...openapiCalls,
  ...adminCalls,
  ...shellBuildCalls,
  ...shellOpsCalls,
};
