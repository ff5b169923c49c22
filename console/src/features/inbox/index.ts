export { useNoticeState } from './queries/notices.ts';
