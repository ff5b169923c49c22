import type { ResponseOf } from '@p5g/api/contract';
import { InlineNotice } from '@p5g/design-system';
import { FormPreview } from '../../lib/ui/FormPreview.tsx';
import { miniAppChanges } from './mini-app-changes.ts';
import { SubmissionReviewQueue } from './SubmissionReviewQueue.tsx';

type QueuedMiniApp = ResponseOf<'manageMiniApps'>['list'][number];

/**
 * 微应用审核: the forms waiting, oldest first; 审核 shows the form as citizens will see it (its
 * questions can be tried, display logic included) and, for an edit of a live form, what changed
 * from the live version; approve (this version goes live) or reject with a reason.
 */
export function Component() {
  return (
    <SubmissionReviewQueue
      queue="manageMiniApps"
      subject="微应用"
      titleHeader="表单标题"
      approvedMessage="已审核通过，该版本已上线"
      renderItem={(shown) => (
        <>
          {shown.liveDocument && <LiveChanges item={shown} />}
          <FormPreview document={shown.document} />
        </>
      )}
    />
  );
}

function LiveChanges({ item }: { item: QueuedMiniApp }) {
  const changes = item.liveDocument ? miniAppChanges(item.liveDocument, item.document) : [];
  return (
    <InlineNotice title="与线上版本相比">
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
