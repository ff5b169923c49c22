export { useServiceOrderPages } from './queries/service-orders.ts';
