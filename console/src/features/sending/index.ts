export { capabilityText, carriersText, countText } from './preview-view.ts';
