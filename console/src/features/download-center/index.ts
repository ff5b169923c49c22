export { ExportButton, downloadCentrePath, type ExportButtonProps } from './ExportButton.tsx';
export { useExportCreation } from './queries.ts';
