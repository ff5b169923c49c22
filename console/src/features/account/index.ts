// What other features and the app frame use of the account centre.
export { billTabs } from './account-centre.ts';
export { OrderDetail } from './OrderDetail.tsx';
export { useBalance } from './queries/balance.ts';
