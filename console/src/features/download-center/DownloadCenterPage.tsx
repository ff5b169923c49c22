import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { ExportFile } from '@p5g/api/contract';
import { Button, ProgressBar, formatFileSize, type TableColumn } from '@p5g/design-system';
import { formatTime } from '../../lib/format-time.ts';
import { useFailureHandler } from '../../lib/use-failure-handler.ts';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { saveExportFile } from './download.ts';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { downloadListPolling, kindName, stateName } from './rules.ts';
import * as styles from './DownloadCenterPage.css.ts';

const pageSize = 10;

function FileState({ file }: { file: ExportFile }) {
  if (file.state === 'generating') {
    return (
      <div className={styles.state}>
        <ProgressBar size="small" label={stateName(file)} value={file.progress} />
      </div>
    );
  }
  return (
    <div className={styles.state}>
      <span className={file.state === 'ready' ? undefined : styles.muted}>{stateName(file)}</span>
      {file.state === 'failed' && file.error && <p className={styles.reason}>{file.error}</p>}
    </div>
  );
}

function DownloadButton({ file }: { file: ExportFile }) {
  const handleFailure = useFailureHandler();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      isDisabled={file.state !== 'ready'}
      isLoading={busy}
      aria-label={`下载 ${file.fileName}`}
      onPress={async () => {
        setBusy(true);
        try {
          await saveExportFile(file);
        } catch (error) {
          handleFailure(error);
        } finally {
          setBusy(false);
        }
      }}
    >
      下载
    </Button>
  );
}

const columns: TableColumn<ExportFile>[] = [
  {
    id: 'fileName',
    header: '文件名',
    isRowHeader: true,
    cell: (file) => <span className={styles.fileName}>{file.fileName}</span>,
  },
  { id: 'kind', header: '类型', noWrap: true, cell: kindName },
  { id: 'state', header: '状态', cell: (file) => <FileState file={file} /> },
  {
    id: 'size',
    header: '大小',
    align: 'end',
    noWrap: true,
    cell: (file) => (file.size === null ? '-' : formatFileSize(file.size)),
  },
  { id: 'created', header: '创建时间', noWrap: true, cell: (file) => formatTime(file.createTime) },
  { id: 'expires', header: '过期时间', noWrap: true, cell: (file) => formatTime(file.expireTime) },
  { id: 'actions', header: '操作', noWrap: true, cell: (file) => <DownloadButton file={file} /> },
];

/**
 * 下载中心 (/pe/download_center): the company's exports, newest first, with their state (a
 * progress bar while generating), size and expiry; asked again while any is still being made.
 */
export function Component() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isValidating, mutate } = useEndpoint(
    'downloadList',
    { page, pageSize },
    downloadListPolling,
  );
  return (
    <section className={styles.page} aria-labelledby="download-centre-title">
      <div className={styles.header}>
        <h1 id="download-centre-title" className={styles.title}>
          下载中心
        </h1>
        <p className={styles.note}>
          导出的文件生成后保留7天，过期后自动删除；可在通讯录、发送记录和账单明细中导出
        </p>
      </div>
      <div className={styles.panel}>
        <div>
          <Button
            onPress={() => void mutate()}
            isLoading={isValidating && !isLoading}
            icon={<RefreshCw aria-hidden size={14} />}
          >
            刷新
          </Button>
        </div>
        <PagedTable
          aria-label="导出文件"
          columns={columns}
          data={data}
          isLoading={isLoading}
          error={error}
          onRetry={() => void mutate()}
          failedDescription="导出文件加载失败"
          emptyDescription="暂无导出文件"
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
        />
      </div>
    </section>
  );
}
