export * from './audit-schemas';
export * from './auth-schemas';
export * from './content-schemas';
export * from './ops-schemas';
export * from './schedule-schemas';
export * from './staff-schemas';
