import { useState } from 'react';
import { today, type CalendarDate } from '@internationalized/date';
import type { Applet, ResponseOf } from '@p5g/api/contract';
import {
  Button,
  CopyButton,
  DateRangePicker,
  InlineNotice,
  QrCode,
  Skeleton,
  Table,
  type TableColumn,
} from '@p5g/design-system';
import { useAction, useEndpoint } from '../../../lib/endpoint-hooks.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { storedUser } from '../../../lib/session.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { LoadFailed } from '../../../lib/ui/LoadFailed.tsx';
import { PagedTable } from '../../../lib/ui/PagedTable.tsx';
import * as styles from '../micro-apps.css.ts';
import { GridWorkers } from './GridWorkers.tsx';
import { UnlockDialog } from './UnlockDialog.tsx';

type Overview = ResponseOf<'appletOverview'>;
type Report = ResponseOf<'appletReports'>['list'][number];

/** What each applet calls its result column and who reports. */
const wording: Record<Applet, { result: string; intro: string }> = {
  antigen_self: {
    result: '检测结果',
    intro: '居民扫码或打开链接上报抗原自测结果（所在地区、检测结果、检测照片）。',
  },
  gover_epidemic: {
    result: '上报事项',
    intro: '居民扫码或打开链接上报需要社区协助或关注的情况（所在地区、上报事项、现场照片）。',
  },
};

/**
 * A common applet's page (抗原自测 /client/antigen_self, 疫情共建 /government/gover_epidemic): its
 * public link and QR code for residents, the reports the user may see (a grid worker: its own
 * region), names and phones masked until the admin account and password are confirmed, the
 * summary by district and day, and for the main account its grid workers.
 */
export function AppletPage({ applet }: { applet: Applet }) {
  const overview = useEndpoint('appletOverview', { applet });
  const isManager = storedUser(localStorage)?.isChatBotManager === true;

  if (overview.error)
    return <LoadFailed description="应用加载失败" onRetry={() => void overview.mutate()} />;
  if (!overview.data) return <Skeleton label="应用加载中" />;
  const info = overview.data;
  const mayRead = info.scope.kind !== 'none';
  return (
    <section className={styles.page} aria-labelledby="applet-title">
      <div className={styles.header}>
        <h1 id="applet-title" className={styles.title}>
          {info.title}
        </h1>
      </div>
      <PublicLink
        info={info}
        intro={wording[applet].intro}
        isManager={isManager}
        onEnabled={() => void overview.mutate()}
      />
      {mayRead ? (
        <>
          <Reports
            info={info}
            resultTitle={wording[applet].result}
            onUnlocked={() => void overview.mutate()}
          />
          <Summary applet={applet} />
        </>
      ) : (
        <InlineNotice type="warning" title="暂无可查看的区域">
          您尚未被分配负责区域，请联系主账号设置。
        </InlineNotice>
      )}
      {isManager && <GridWorkers />}
    </section>
  );
}

function PublicLink({
  info,
  intro,
  isManager,
  onEnabled,
}: {
  info: Overview;
  intro: string;
  isManager: boolean;
  onEnabled: () => void;
}) {
  const enable = useAction('appletEnable', { onSuccess: onEnabled });
  const url = info.publicUrl && new URL(info.publicUrl, window.location.origin).href;
  const scope =
    info.scope.kind === 'all'
      ? '全部区域'
      : info.scope.kind === 'region'
        ? `${info.scope.regionName}及以下`
        : '未分配';
  return (
    <div className={styles.panel}>
      <h2 className={styles.subtitle}>居民填报</h2>
      <p className={styles.note}>{intro}</p>
      {url ? (
        <div className={styles.appletLink}>
          <QrCode value={url} label={`${info.title}填报页的二维码`} size={140} />
          <dl className={styles.facts}>
            <dt className={styles.term}>填报链接</dt>
            <dd className={`${styles.definition} ${styles.link}`}>
              <span>{url}</span>
              <CopyButton text={url} what="填报链接" />
            </dd>
            <dt className={styles.term}>查看范围</dt>
            <dd className={styles.definition}>{scope}</dd>
          </dl>
        </div>
      ) : isManager ? (
        <div className={styles.actions}>
          <Button
            variant="primary"
            isLoading={enable.isPending}
            onPress={() => void enable.run({ applet: info.applet })}
          >
            启用{info.title}
          </Button>
        </div>
      ) : (
        <p className={styles.note}>主账号尚未启用{info.title}。</p>
      )}
    </div>
  );
}

function Reports({
  info,
  resultTitle,
  onUnlocked,
}: {
  info: Overview;
  resultTitle: string;
  onUnlocked: () => void;
}) {
  const list = usePagedList('appletReports', { applet: info.applet });
  const [range, setRange] = useState<{ start: CalendarDate; end: CalendarDate } | null>(null);
  const [unlocking, setUnlocking] = useState(false);
  const columns: TableColumn<Report>[] = [
    {
      id: 'time',
      header: '上报时间',
      width: 160,
      isRowHeader: true,
      cell: (r) => formatTime(r.submitTime),
    },
    { id: 'region', header: '所在地区', cell: (r) => `${r.regionName} ${r.street}` },
    { id: 'result', header: resultTitle, width: 100, cell: (r) => r.result },
    { id: 'name', header: '姓名', width: 90, cell: (r) => r.name },
    { id: 'mobile', header: '手机号码', width: 130, cell: (r) => r.mobile },
    {
      id: 'photos',
      header: '照片',
      width: 120,
      hideOnPhone: true,
      cell: (r) =>
        r.photos.length === 0 ? (
          '—'
        ) : (
          <span className={styles.actions}>
            {r.photos.map((url, i) => (
              <a key={url} href={url} target="_blank" rel="noreferrer">
                照片{r.photos.length > 1 ? i + 1 : ''}
              </a>
            ))}
          </span>
        ),
    },
  ];
  return (
    <div className={styles.panel}>
      <h2 className={styles.subtitle}>填报记录</h2>
      {!info.unlocked && (
        <InlineNotice
          title="姓名和手机号已隐藏"
          action={
            <Button variant="text" size="small" onPress={() => setUnlocking(true)}>
              显示完整信息
            </Button>
          }
        >
          为保护居民隐私，姓名和手机号码已部分隐藏；验证管理员账号和密码后显示完整信息，直到退出登录。
        </InlineNotice>
      )}
      <div className={styles.filters}>
        <DateRangePicker
          label="上报日期"
          disallowFuture
          today={today('Asia/Shanghai')}
          value={range}
          onChange={(value) => setRange(value ? { start: value.start, end: value.end } : null)}
        />
        <Button
          variant="primary"
          onPress={() =>
            list.applyFilters({
              applet: info.applet,
              ...(range && { from: range.start.toString(), to: range.end.toString() }),
            })
          }
        >
          查询
        </Button>
      </div>
      <PagedTable
        aria-label="填报记录"
        columns={columns}
        getRowId={(r) => r.id}
        {...list.table}
        failedDescription="填报记录加载失败"
        emptyDescription={list.filters.from ? '所选日期内没有填报记录' : '暂无填报记录'}
      />
      <UnlockDialog
        applet={info.applet}
        isOpen={unlocking}
        onClose={() => setUnlocking(false)}
        onUnlocked={() => {
          setUnlocking(false);
          onUnlocked();
          void list.mutate();
        }}
      />
    </div>
  );
}

type SummaryRow = ResponseOf<'appletSummary'>['rows'][number];

function Summary({ applet }: { applet: Applet }) {
  const summary = useEndpoint('appletSummary', { applet });
  let content;
  if (summary.error) {
    content = <LoadFailed description="汇总加载失败" onRetry={() => void summary.mutate()} />;
  } else if (!summary.data) {
    content = <Skeleton label="汇总加载中" />;
  } else {
    const { results, rows, from, to } = summary.data;
    const columns: TableColumn<SummaryRow>[] = [
      { id: 'date', header: '日期', width: 110, isRowHeader: true, cell: (r) => r.date },
      { id: 'region', header: '区县', cell: (r) => r.regionName },
      ...results.map((result, index) => ({
        id: result.option,
        header: result.label,
        width: 80,
        cell: (r: SummaryRow) => r.counts[index],
      })),
      { id: 'total', header: '合计', width: 80, cell: (r) => r.total },
    ];
    content = (
      <>
        <p className={styles.note}>
          {from} 至 {to}，按区县和日期统计的上报数。
        </p>
        <Table
          aria-label="按区域和日期汇总"
          columns={columns}
          rows={rows}
          getRowId={(r) => `${r.date}:${r.regionCode}`}
        />
      </>
    );
  }
  return (
    <div className={styles.panel}>
      <h2 className={styles.subtitle}>按区域和日期汇总</h2>
      {content}
    </div>
  );
}

/** 抗原自测 (/client/antigen_self). */
export const AntigenSelfPage = () => <AppletPage applet="antigen_self" />;

/** 疫情共建 (/government/gover_epidemic). */
export const EpidemicPage = () => <AppletPage applet="gover_epidemic" />;
