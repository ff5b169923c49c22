export { ExportButton, downloadCentrePath, type ExportButtonProps } from './ExportButton.tsx';
