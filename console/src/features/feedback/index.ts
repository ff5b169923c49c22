export { ServiceWidget } from './ServiceWidget.tsx';
