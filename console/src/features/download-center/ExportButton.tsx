import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { ExportRequest } from '@p5g/api/contract';
import { Button, Link, message } from '@p5g/design-system';
import { href } from '../../lib/routes-table.ts';
import { useFailureHandler } from '../../lib/use-failure-handler.ts';
import { useExportCreation } from './queries.ts';

export const downloadCentrePath = href('download_center');

export type ExportButtonProps = {
  /** What to export: the kind and the filters of the page the button is on. */
  request: ExportRequest;
  /** The button's text. Default 导出. */
  children?: ReactNode;
  isDisabled?: boolean;
};

/**
 * 导出: creates a download-centre job for what the page shows, says so, and offers the way to the
 * download centre, where the file can be downloaded once it is generated.
 */
export function ExportButton({ request, children = '导出', isDisabled }: ExportButtonProps) {
  const create = useExportCreation();
  const handleFailure = useFailureHandler();
  const [busy, setBusy] = useState(false);
  const [queued, setQueued] = useState(false);

  async function start() {
    setBusy(true);
    try {
      await create(request);
      message.success('已加入下载中心');
      setQueued(true);
    } catch (error) {
      handleFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button onPress={() => void start()} isLoading={busy} isDisabled={isDisabled}>
        <Download aria-hidden size={14} />
        {children}
      </Button>
      {queued && <Link href={downloadCentrePath}>前往下载中心</Link>}
    </>
  );
}
