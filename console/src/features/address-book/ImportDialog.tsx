import { useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import {
  contactLimits,
  importColumns,
  type ContactGroup,
  type ImportReport,
  type RequestOf,
} from '@p5g/api/contract';
import {
  Button,
  Dialog,
  FileUpload,
  InlineNotice,
  Select,
  SelectItem,
  Table,
  type TableColumn,
} from '@p5g/design-system';
import { uploadRefusalOf } from '../../lib/upload-refusal.ts';
import { useAction } from '../../lib/endpoint-hooks.ts';
import {
  importExtensions,
  importFileProblem,
  importSample,
  reportLines,
  reportSummary,
  unlistedCount,
  type ReportLine,
} from './rules.ts';
import * as styles from './address-book.css.ts';

type Props = {
  isOpen: boolean;
  groups: readonly ContactGroup[];
  defaultGroupId: string | null;
  onClose: () => void;
  /** After an import wrote contacts (the report is still shown). */
  onImported: () => Promise<unknown>;
};

/** 导入联系人: a group and an .xlsx or .csv file; then the report, row by row. */
export function ImportDialog({ isOpen, groups, defaultGroupId, onClose, onImported }: Props) {
  const [report, setReport] = useState<ImportReport | null>(null);
  const close = () => {
    setReport(null);
    onClose();
  };
  return (
    <Dialog
      title={report ? '导入结果' : '导入联系人'}
      size="large"
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
    >
      {report ? (
        <ImportReportView
          report={report}
          groupName={groups.find((g) => g.id === report.groupId)?.name ?? ''}
          onAgain={() => setReport(null)}
          onDone={close}
        />
      ) : (
        <ImportForm
          groups={groups}
          defaultGroupId={defaultGroupId}
          onImported={async (result) => {
            setReport(result);
            await onImported();
          }}
        />
      )}
    </Dialog>
  );
}

function ImportForm({
  groups,
  defaultGroupId,
  onImported,
}: {
  groups: readonly ContactGroup[];
  defaultGroupId: string | null;
  onImported: (report: ImportReport) => Promise<void>;
}) {
  const [groupId, setGroupId] = useState(defaultGroupId ?? groups[0]?.id ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ field: 'group' | 'file'; message: string } | null>(null);
  const importContacts = useAction('contactImport', {
    onSuccess: onImported,
    onFailure: (failure, handleFailure) => {
      const refusal = uploadRefusalOf(failure);
      if (refusal) setProblem({ field: 'file', message: refusal });
      else handleFailure(failure);
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!groupId) return setProblem({ field: 'group', message: '请选择分组' });
    const fileProblem = importFileProblem(file);
    if (fileProblem || !file) return setProblem({ field: 'file', message: fileProblem ?? '' });
    setProblem(null);
    const form = new FormData();
    form.append('groupId', groupId);
    form.append('file', file);
    // call() sends a FormData body as it is (multipart).
    await importContacts.run(form as unknown as RequestOf<'contactImport'>);
  }

  const fileError = problem?.field === 'file' ? problem.message : null;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <Select
        label="导入到分组"
        isRequired
        placeholder="请选择分组"
        items={groups.map((g) => ({ id: g.id, name: g.name }))}
        selectedKey={groupId || null}
        onSelectionChange={(key) => setGroupId(String(key))}
        isInvalid={problem?.field === 'group'}
        errorMessage={problem?.field === 'group' ? problem.message : undefined}
        emptyText="暂无分组，请先新建分组"
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <FileUpload
        label="文件"
        isRequired
        preview="name"
        accept={importExtensions}
        maxSizeMB={contactLimits.importBytes / 1024 / 1024}
        // Choosing only keeps the file: it is sent with the group on 开始导入.
        upload={async (chosen) => {
          setFile(chosen);
          return chosen.name;
        }}
        value={file?.name ?? null}
        onChange={(name) => {
          if (name === null) setFile(null);
          setProblem(null);
        }}
        isInvalid={fileError !== null}
        errorMessage={fileError}
        description={
          <>
            支持 .xlsx、.csv，不超过{contactLimits.importBytes / 1024 / 1024}MB、
            {contactLimits.importRows.toLocaleString('en-US')}行。第一行为表头：
            {importColumns.name}、{importColumns.mobile}（必需）、{importColumns.remark}
            ，其余各列作为变量（列名即变量名）。同一分组中已有的手机号不会重复导入。
          </>
        }
      />
      <div>
        <Button variant="text" size="small" onPress={saveImportSample}>
          <Download aria-hidden size={14} />
          下载示例文件
        </Button>
      </div>
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" isLoading={importContacts.isPending}>
          开始导入
        </Button>
      </div>
    </form>
  );
}

/** Saves the sample file on the user's computer. */
function saveImportSample() {
  const url = URL.createObjectURL(
    new Blob([importSample.text], { type: 'text/csv;charset=utf-8' }),
  );
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = importSample.fileName;
  anchor.click();
  // The download has started by the next task; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const lineColumns: TableColumn<ReportLine>[] = [
  { id: 'row', header: '行号', noWrap: true, align: 'end', cell: (l) => `第${l.row}行` },
  { id: 'mobile', header: '手机号', noWrap: true, cell: (l) => l.mobile || '（空）' },
  { id: 'kind', header: '类型', noWrap: true, cell: (l) => l.kind },
  { id: 'reason', header: '原因', cell: (l) => l.reason },
];

function ImportReportView({
  report,
  groupName,
  onAgain,
  onDone,
}: {
  report: ImportReport;
  groupName: string;
  onAgain: () => void;
  onDone: () => void;
}) {
  const lines = reportLines(report);
  const unlisted = unlistedCount(report);
  return (
    <div className={styles.form}>
      <InlineNotice
        type={lines.length === 0 ? 'success' : 'warning'}
        title={`已导入 ${report.imported} 个联系人到“${groupName}”`}
        announce
      >
        {reportSummary(report)}
        {report.variables.length > 0 && `。变量：${report.variables.join('、')}`}
      </InlineNotice>
      {lines.length > 0 && (
        <>
          <h3 className={styles.subtitle}>未导入的行</h3>
          <Table
            aria-label="未导入的行"
            columns={lineColumns}
            rows={lines}
            getRowId={(l) => `${l.kind}-${l.row}`}
            maxHeight={320}
            stickyHeader
          />
          {unlisted > 0 && (
            <p className={styles.hint}>
              另有 {unlisted} 行未列出（每类最多列出 {contactLimits.reportedRows} 行）。
            </p>
          )}
        </>
      )}
      <div className={styles.formActions}>
        <Button onPress={onAgain}>继续导入</Button>
        <Button variant="primary" onPress={onDone}>
          完成
        </Button>
      </div>
    </div>
  );
}
