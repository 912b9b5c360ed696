// Every module of the server, under the name of its area of the contract table (areaCalls): app.ts
// registers them all alike, and a call of an area without a handler in its module does not compile.
import type { areaCalls } from '@portal/contracts';
import type { Module } from '../kernel/module';
import { adminModule } from './admin/routes';
import { aiModule } from './ai/routes';
import { centerModule } from './center/routes';
import { dgstfnModule } from './dgstfn/routes';
import { dscsnModule } from './dscsn/routes';
import { elrcptModule } from './elrcpt/routes';
import { memberModule } from './member/routes';
import { openapiModule } from './openapi/routes';
import { policyModule } from './policy/routes';
import { prdocModule } from './prdoc/routes';
import { searchModule } from './search/routes';
import { servicesModule } from './services/routes';
import { shellModule } from './shell/routes';
import { slfdgnsModule } from './slfdgns/routes';
import { statuteModule } from './statute/routes';

export const modules = {
  member: memberModule,
  dscsn: dscsnModule,
  shell: shellModule,
  center: centerModule,
  dgstfn: dgstfnModule,
  policy: policyModule,
  elrcpt: elrcptModule,
  slfdgns: slfdgnsModule,
  prdoc: prdocModule,
  search: searchModule,
  ai: aiModule,
  statute: statuteModule,
  services: servicesModule,
  openapi: openapiModule,
  admin: adminModule,
} satisfies { [A in keyof typeof areaCalls]: Module<(typeof areaCalls)[A]> };
