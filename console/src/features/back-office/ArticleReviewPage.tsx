import { articlePaidFeatureNames, type ResponseOf } from '@p5g/api/contract';
import { InlineNotice } from '@p5g/design-system';
import { ArticlePreview } from '../../lib/ui/ArticlePreview.tsx';
import { articleChanges } from './article-changes.ts';
import { LiveChangesNotice } from './LiveChangesNotice.tsx';
import { SubmissionReviewQueue } from './SubmissionReviewQueue.tsx';

type QueuedArticle = ResponseOf<'manageArticles'>['list'][number];

const paidFeaturesText = (article: QueuedArticle) =>
  article.paidFeatures.map((feature) => articlePaidFeatureNames[feature]).join('、');

/**
 * 微传播审核: the articles waiting, oldest first; 审核 shows the article as citizens will read it on
 * their phones (the body as the service renders it), its paid-exclusive features and, for an edit
 * of a published article, what changed from the public version; approve (this version goes
 * public) or reject with a reason.
 */
export function Component() {
  return (
    <SubmissionReviewQueue
      queue="manageArticles"
      subject="微传播"
      titleHeader="标题"
      columns={[
        { id: 'paid', header: '付费专享', width: 140, cell: (a) => paidFeaturesText(a) || '无' },
      ]}
      approvedMessage="已审核通过，该版本已发布"
      renderItem={(shown) => (
        <>
          {shown.liveDocument && (
            <LiveChangesNotice
              title="与线上版本相比（通过后替换线上版本）"
              changes={articleChanges(shown.liveDocument, shown.document)}
            />
          )}
          {shown.paidFeatures.length > 0 && (
            <InlineNotice type="warning">
              使用付费专享功能：{paidFeaturesText(shown)}（每天有人访问时从微传播余额扣费）
            </InlineNotice>
          )}
          <ArticlePreview
            document={shown.document}
            html={shown.html}
            device="phone"
            label="读者看到的内容"
          />
        </>
      )}
    />
  );
}
