export { billTabs } from './account-centre.ts';
export { OrderDetail } from './OrderDetail.tsx';
export { useBalance } from './queries/balance.ts';
