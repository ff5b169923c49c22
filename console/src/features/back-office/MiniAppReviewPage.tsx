import { FormPreview } from '../../lib/ui/FormPreview.tsx';
import { LiveChangesNotice } from './LiveChangesNotice.tsx';
import { miniAppChanges } from './mini-app-changes.ts';
import { SubmissionReviewQueue } from './SubmissionReviewQueue.tsx';

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
          {shown.liveDocument && (
            <LiveChangesNotice changes={miniAppChanges(shown.liveDocument, shown.document)} />
          )}
          <FormPreview document={shown.document} />
        </>
      )}
    />
  );
}
