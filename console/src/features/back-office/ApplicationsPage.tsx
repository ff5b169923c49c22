import { type TableColumn } from '@p5g/design-system';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { usePagedList, type ListItem } from '../../lib/use-paged-list.ts';
import { BackOfficeFrame } from './BackOfficeFrame.tsx';
import * as styles from './BackOffice.css.ts';
import { formatTime } from '../../lib/format-time.ts';

type Application = ListItem<'manageOpeningApplications'>;

const placeOf = (a: Application) => `${a.provinceName} ${a.cityName}`;

const columns: TableColumn<Application>[] = [
  { id: 'time', header: '提交时间', width: 170, cell: (a) => formatTime(a.createTime) },
  { id: 'name', header: '姓名', width: 100, cell: (a) => a.name },
  { id: 'company', header: '单位全称', cell: (a) => a.company },
  { id: 'place', header: '所在省市', width: 150, cell: placeOf },
  { id: 'email', header: '邮箱', cell: (a) => a.email },
  { id: 'content', header: '需求描述', cell: (a) => a.content },
];

/** Opening applications from the home page (read only): who asked, from where, for what. */
export function Component() {
  const list = usePagedList('manageOpeningApplications', {});
  return (
    <BackOfficeFrame title="开通申请">
      <section className={styles.panel} aria-label="开通申请列表">
        <PagedTable
          aria-label="开通申请"
          columns={columns}
          {...list.table}
          failedDescription="开通申请加载失败"
          emptyDescription="暂无开通申请"
        />
      </section>
    </BackOfficeFrame>
  );
}
