// What other features use of the shop: the account's order list re-edits an order through it.
export { SettlementDialog } from './SettlementDialog.tsx';
