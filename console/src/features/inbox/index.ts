// What the app frame uses of the inbox: the header's unread dot.
export { useNoticeState } from './queries/notices.ts';
