import { z } from 'zod';

// Every validation message in Korean, on the server and in the browser alike.
z.config(z.locales.ko());

export * from './common';
export * from './auth';
export * from './code';
export * from './menu';
export * from './registry';
export * from './route-types';
export { routes } from './routes';
export { apiCalls, type Access, type ApiCall } from './api';
export { normaliseMenuUrl } from './menu-url';
export * from './shell';
export * from './route-validation';
export * from './member';
export * from './consultation';
export * from './center';
