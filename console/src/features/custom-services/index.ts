// What other features use of custom services: the account's support tabs list these orders too.
export { useServiceOrderPages } from './queries/service-orders.ts';
