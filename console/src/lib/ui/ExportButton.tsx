import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ExportRequest } from '@p5g/api/contract';
import { Button, Link, message } from '@p5g/design-system';
import { mayOpenPath } from '../navigation-rules.ts';
import { href } from '../routes-table.ts';
import { storedUser } from '../session.ts';
import { useAction, useEndpointCache } from '../endpoint-hooks.ts';

const downloadCentrePath = href('download_center');

export type ExportButtonProps = {
  /** What to export: the kind and the filters of the page the button is on. */
  request: ExportRequest;
  /** The button's text. Default 导出. */
  children?: ReactNode;
  isDisabled?: boolean;
};

/**
 * 导出: creates a download-centre job for what the page shows and says so in a message that offers
 * the way to the download centre, where the file can be downloaded once it is generated. The way
 * is in the message, not beside the button, so nothing on the page moves. Not offered to a role
 * without the download centre, which could not fetch the file.
 */
export function ExportButton({ request, children = '导出', isDisabled }: ExportButtonProps) {
  const { refresh } = useEndpointCache();
  const create = useAction('downloadCreate', {
    onSuccess: () => {
      void refresh('downloadList');
      const key = message.success('已加入下载中心', {
        action: (
          <Link href={downloadCentrePath} onPress={() => message.close(key)}>
            前往下载中心
          </Link>
        ),
      });
    },
  });

  if (!mayOpenPath(downloadCentrePath, storedUser(localStorage))) return null;
  return (
    <Button
      onPress={() => void create.run(request)}
      isLoading={create.isPending}
      isDisabled={isDisabled}
      icon={<Download aria-hidden size={14} />}
    >
      {children}
    </Button>
  );
}
