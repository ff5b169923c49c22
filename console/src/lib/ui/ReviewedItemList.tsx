import { useId, useState, type ReactNode } from 'react';
import { contentReviewStatusNames } from '@p5g/api/contract';
import { Button, Empty } from '@p5g/design-system';
import {
  ConfirmActionDialog,
  deleteDraft,
  type Confirmation,
  type ConfirmActionDialogProps,
} from './ConfirmActionDialog.tsx';
import { ListFilters, type useListFilters } from './ListFilters.tsx';
import { PagedCards, type PagedCardsProps } from './PagedCards.tsx';
import { QrCodeDialog } from './PublicLink.tsx';
import * as page from './page.css.ts';
import * as cards from './card-list.css.ts';

type ListedItem = { id: string; title: string; publicUrl?: string | null };

/** What a card may ask of its list: each opens the list's dialog for that item. */
export type ReviewedItemCardRequests = {
  onChanged: () => void;
  onDelete: () => void;
  onInvalidate: () => void;
  onShowCode: () => void;
};

export type ReviewedItemListProps<T extends ListedItem> = {
  /** The page's heading, e.g. `我的微应用` or `草稿箱`. */
  heading: string;
  /** What the list holds, e.g. `微应用`: in its loading, failed and empty messages. */
  what: string;
  /** Whether it lists the drafts only (no status filter, its own empty message). */
  drafts: boolean;
  /** The list's filters and page, from `useListFilters`; the caller asks its endpoint with them. */
  filters: ReturnType<typeof useListFilters>;
  list: PagedCardsProps<T>['list'];
  pageSize: number;
  /** The search field's label and placeholder. */
  nameLabel: string;
  namePlaceholder: string;
  /** The header's button that starts a new item. */
  create: { label: string; onPress: () => void };
  /** What the empty list offers to do first; default the header's button. */
  emptyAction?: ReactNode;
  /** The calls 删除 and 下线 make, and what 下线 confirms. */
  endpoints: {
    delete: ConfirmActionDialogProps['endpoint'];
    invalidate: ConfirmActionDialogProps['endpoint'];
  };
  invalidation: Confirmation;
  /** What the reader does at the public link, e.g. `填写`, under its QR code. */
  readerAction: string;
  /** One item's card. */
  children: (item: T, requests: ReviewedItemCardRequests) => ReactNode;
  /** The kind's own dialogs. */
  dialogs?: ReactNode;
};

/**
 * A list page of the company's reviewed content (micro-apps, articles): heading and 新建, filters by
 * status and name, the cards a page at a time, and the dialogs every card may open — 删除 of a
 * draft, 下线 and the QR code.
 */
export function ReviewedItemList<T extends ListedItem>({
  heading,
  what,
  drafts,
  filters,
  list,
  pageSize,
  nameLabel,
  namePlaceholder,
  create,
  emptyAction,
  endpoints,
  invalidation,
  readerAction,
  children,
  dialogs,
}: ReviewedItemListProps<T>) {
  const headingId = useId();
  const [deleting, setDeleting] = useState<T | null>(null);
  const [invalidating, setInvalidating] = useState<T | null>(null);
  const [showingCode, setShowingCode] = useState<T | null>(null);
  const refresh = () => void list.mutate();
  const createButton = (
    <Button variant="primary" onPress={create.onPress}>
      {create.label}
    </Button>
  );

  return (
    <section className={page.page} aria-labelledby={headingId}>
      <div className={page.header}>
        <h1 id={headingId} className={page.title}>
          {heading}
        </h1>
        {createButton}
      </div>
      <div className={cards.filters}>
        <ListFilters
          filters={filters}
          statusNames={drafts ? undefined : contentReviewStatusNames}
          nameLabel={nameLabel}
          namePlaceholder={namePlaceholder}
          nameMaxLength={50}
        />
      </div>
      <PagedCards
        aria-label={heading}
        what={what}
        list={list}
        pages={filters}
        pageSize={pageSize}
        empty={
          <Empty
            description={
              filters.isFiltered
                ? `没有符合条件的${what}`
                : drafts
                  ? '草稿箱是空的'
                  : `您还没有${what}`
            }
            action={emptyAction ?? createButton}
          />
        }
        className={cards.list}
      >
        {(item) =>
          children(item, {
            onChanged: refresh,
            onDelete: () => setDeleting(item),
            onInvalidate: () => setInvalidating(item),
            onShowCode: () => setShowingCode(item),
          })
        }
      </PagedCards>
      <ConfirmActionDialog
        endpoint={endpoints.delete}
        words={deleteDraft}
        item={deleting}
        onClose={() => setDeleting(null)}
        onDone={refresh}
      />
      <ConfirmActionDialog
        endpoint={endpoints.invalidate}
        words={invalidation}
        item={invalidating}
        onClose={() => setInvalidating(null)}
        onDone={refresh}
      />
      <QrCodeDialog
        item={showingCode}
        purpose={readerAction}
        onClose={() => setShowingCode(null)}
      />
      {dialogs}
    </section>
  );
}
