import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { today, type CalendarDate } from '@internationalized/date';
import { regionNamer, type FormDocument, type ResponseOf } from '@p5g/api/contract';
import {
  Button,
  DateRangePicker,
  Descriptions,
  Dialog,
  Skeleton,
  type TableColumn,
} from '@p5g/design-system';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { formatTime } from '../../lib/format-time.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { ExportButton } from '../../lib/ui/ExportButton.tsx';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { answeredQuestions, answerText } from './answer-text.ts';
import * as styles from './micro-apps.css.ts';

type MiniAppAnswer = ResponseOf<'miniAppResponses'>['list'][number];

/** How many of the form's questions the table shows beside the time; the rest are in 查看. */
const shownQuestions = 3;

/**
 * 填写记录 (/government/miniApp_responses/:id): the answers, newest first, filtered by the day they
 * were given, ten a page; 查看 shows one answer whole with the labels of the version it was given on;
 * 导出 makes an .xlsx of every answer in the download centre.
 */
export function Component() {
  const { id = '' } = useParams();
  const app = useEndpoint('miniAppGet', { id });
  const list = usePagedList('miniAppResponses', { id });
  const [range, setRange] = useState<{ start: CalendarDate; end: CalendarDate } | null>(null);
  const [shown, setShown] = useState<MiniAppAnswer | null>(null);
  const regionName = useRegionNames(app.data && [app.data.liveDocument ?? app.data.document]);

  if (app.error)
    return <LoadFailed description="微应用加载失败" onRetry={() => void app.mutate()} />;
  if (!app.data) return <Skeleton label="微应用加载中" />;
  const current = app.data.liveDocument ?? app.data.document;
  const columns: TableColumn<MiniAppAnswer>[] = [
    {
      id: 'time',
      header: '提交时间',
      width: 160,
      isRowHeader: true,
      cell: (r) => formatTime(r.submitTime),
    },
    ...answeredQuestions(current)
      .slice(0, shownQuestions)
      .map((q) => ({
        id: q.id,
        header: q.title,
        cell: (r: MiniAppAnswer) => answerText(q, r.answers[q.id], r.otherText, regionName),
      })),
    {
      id: 'actions',
      header: '操作',
      width: 80,
      cell: (r) => (
        <Button variant="text" size="small" onPress={() => setShown(r)}>
          查看
        </Button>
      ),
    },
  ];

  return (
    <section className={styles.page} aria-labelledby="responses-title">
      <div className={styles.header}>
        <h1 id="responses-title" className={styles.title}>
          {app.data.title}的填写记录
        </h1>
        <ExportButton request={{ kind: 'miniAppResponses', miniAppId: id }} />
      </div>
      <div className={styles.filters}>
        <DateRangePicker
          label="提交日期"
          disallowFuture
          today={today('Asia/Shanghai')}
          value={range}
          onChange={(value) => setRange(value ? { start: value.start, end: value.end } : null)}
        />
        <Button
          variant="primary"
          onPress={() =>
            list.applyFilters({
              id,
              ...(range && { from: range.start.toString(), to: range.end.toString() }),
            })
          }
        >
          查询
        </Button>
      </div>
      <div className={styles.panel}>
        <PagedTable
          aria-label="填写记录"
          columns={columns}
          getRowId={(r) => r.id}
          {...list.table}
          failedDescription="填写记录加载失败"
          emptyDescription={list.filters.from ? '所选日期内没有填写记录' : '暂无填写记录'}
        />
      </div>
      <ResponseDialog appId={id} response={shown} onClose={() => setShown(null)} />
    </section>
  );
}

/**
 * Names region answers: the region tree is asked for (once, cached) only when one of the
 * documents has a region question; until it has come, regions show as codes.
 */
function useRegionNames(documents: FormDocument[] | undefined) {
  const needed = documents?.some((d) => d.questions.some((q) => q.kind === 'region')) ?? false;
  const tree = useEndpoint('areaTree', needed ? {} : null);
  return useMemo(() => tree.data && regionNamer(tree.data), [tree.data]);
}

function ResponseDialog({
  appId,
  response,
  onClose,
}: {
  appId: string;
  response: MiniAppAnswer | null;
  onClose: () => void;
}) {
  const detail = useEndpoint(
    'miniAppResponse',
    response ? { id: appId, responseId: response.id } : null,
  );
  const regionName = useRegionNames(detail.data && [detail.data.document]);
  let content;
  if (detail.error) {
    content = <LoadFailed description="填写记录加载失败" onRetry={() => void detail.mutate()} />;
  } else if (!detail.data) content = <Skeleton label="填写记录加载中" />;
  else {
    const { response: answer, document } = detail.data;
    content = (
      <Descriptions
        columns={1}
        items={[
          { label: '提交时间', value: formatTime(answer.submitTime) },
          ...(answer.mobile ? [{ label: '验证手机号', value: answer.mobile }] : []),
          ...answeredQuestions(document).map((q) => ({
            label: q.title,
            value: answerText(q, answer.answers[q.id], answer.otherText, regionName),
          })),
        ]}
      />
    );
  }
  return (
    <Dialog
      title="填写详情"
      isOpen={response !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
    >
      {content}
    </Dialog>
  );
}
