export { SettlementDialog } from './SettlementDialog.tsx';
