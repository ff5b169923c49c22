import { InlineNotice } from '@p5g/design-system';

/** What an edit of live content changes from the live version, one change a line. */
export function LiveChangesNotice({
  changes,
  title = '与线上版本相比',
}: {
  changes: readonly string[];
  title?: string;
}) {
  return (
    <InlineNotice title={title}>
      {changes.length === 0 ? (
        '内容没有变化'
      ) : (
        <ul>
          {changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      )}
    </InlineNotice>
  );
}
