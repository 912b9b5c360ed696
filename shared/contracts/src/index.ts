import { z } from 'zod';

// Every validation message in Korean, on the server and in the browser alike.
z.config(z.locales.ko());

export * from './common';
export * from './member/auth';
export * from './shell/code';
export * from './shell/menu';
export * from './shell/registry';
export * from './route-types';
export { routes } from './routes';
export { apiCalls, type Access, type ApiCall } from './api';
export { normaliseMenuUrl } from './shell/menu-url';
export * from './shell/schemas';
export * from './route-validation';
export * from './member/schemas';
export * from './dscsn/schemas';
export * from './center/schemas';
export * from './dgstfn/schemas';
export * from './policy/schemas';
export * from './elrcpt/schemas';
export * from './slfdgns/schemas';
export * from './prdoc/schemas';
export * from './search/schemas';
export * from './ai/schemas';
export * from './statute/schemas';
export { centerCalls } from './center/calls';
export { dgstfnCalls } from './dgstfn/calls';
export { dscsnCalls } from './dscsn/calls';
export { elrcptCalls } from './elrcpt/calls';
export { memberCalls } from './member/calls';
export { policyCalls } from './policy/calls';
export { prdocCalls } from './prdoc/calls';
export { searchCalls } from './search/calls';
export { aiCalls } from './ai/calls';
export { statuteCalls } from './statute/calls';
export { slfdgnsCalls } from './slfdgns/calls';
export { shellBuildCalls, shellCalls } from './shell/calls';
