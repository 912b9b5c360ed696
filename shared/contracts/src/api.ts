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
import { shellBuildCalls, shellCalls } from './shell/calls';
import { slfdgnsCalls } from './slfdgns/calls';

export type { Access, ApiCall } from './call';

/**
 * Every API call: the server registers its routes from this table and the OpenAPI document is
 * generated from it, so the front end, the server and the document cannot disagree.
 */

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
  ...shellBuildCalls,
};
