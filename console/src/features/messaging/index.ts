export { messageViewOf } from './message-view.ts';
export { industryName } from './service-account-rules.ts';
