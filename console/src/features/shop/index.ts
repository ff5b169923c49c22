export { SettlementDialog } from './SettlementDialog.tsx';
export { PayeeAccount } from './PayeeAccount.tsx';
