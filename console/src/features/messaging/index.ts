export { industryName } from './service-account-rules.ts';
