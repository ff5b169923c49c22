/**
 * Every table of the service, for drizzle-kit (drizzle.config.ts) and the typed client. Each
 * domain owns its tables in its own tables.ts; domain code imports only its own (eslint.config.js).
 */
export * from '../accounts/tables.ts';
export * from '../http/tables.ts';
export * from '../uploads/tables.ts';
export * from '../site/tables.ts';
export * from '../shop/tables.ts';
export * from '../ledger/tables.ts';
export * from '../account-centre/tables.ts';
export * from '../back-office/tables.ts';
export * from '../messaging/tables.ts';
export * from '../team/tables.ts';
export * from '../contacts/tables.ts';
export * from '../sending/tables.ts';
export * from '../downloads/tables.ts';
export * from '../micro-apps/tables.ts';
export * from '../micro-propagation/tables.ts';
export * from '../wechat/tables.ts';
export * from '../showcases/tables.ts';
