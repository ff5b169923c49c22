import {
  CalendarPlus,
  ExternalLink,
  Image as ImageIcon,
  MapPin,
  MessageSquareReply,
  Music,
  Phone,
  Play,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import {
  describeAction,
  formatMediaDuration,
  smsSignature,
  splitPlaceholders,
  type RcsAction,
  type RcsActionType,
  type RcsCardView,
  type RcsMediaView,
  type RcsMessageView,
} from './rcs-message.ts';
import * as styles from './RcsPreview.css.ts';

export const rcsPreviewViews = ['rcs', 'sms'] as const;

export type RcsPreviewProps = {
  /** 模板定义的消息。必填。 */
  message: RcsMessageView;
  /** 发送消息的服务号，显示在标题栏并作为短信签名。必填。 */
  serviceName: string;
  /** 服务号的标志；没有时标题栏显示其名称的第一个字。默认无。 */
  serviceLogoUrl?: string;
  /** `rcs` 显示5G消息；`sms` 显示不支持5G消息的手机收到的回落短信。默认 `rcs`。 */
  view?: (typeof rcsPreviewViews)[number];
  /** `{name}` 占位符的值；没有值的占位符保持可见并加标记。默认无。 */
  variables?: Record<string, string>;
  /**
   * 预览的无障碍名称，多卡片滚动区的名称也由它得出（`消息预览：多卡片，共3张`）。同一页有多个预览时
   * 各给一个不同的名称，如模板名。默认 `消息预览`。
   */
  'aria-label'?: string;
};

const actionIcons: Record<RcsActionType, LucideIcon> = {
  reply: MessageSquareReply,
  url: ExternalLink,
  dial: Phone,
  map: MapPin,
  calendar: CalendarPlus,
};

/**
 * A phone showing a 5G message (text, a rich card or a carousel, with its suggestions) or its
 * fallback SMS, exactly as the template data says. Buttons and suggestions are not live; each
 * carries what it would do as its accessible description (拨打95588).
 */
export function RcsPreview({
  message,
  serviceName,
  serviceLogoUrl,
  view = 'rcs',
  variables,
  'aria-label': ariaLabel = '消息预览',
}: RcsPreviewProps) {
  return (
    <div role="group" aria-label={ariaLabel} className={styles.phone} data-view={view}>
      <div className={styles.screen}>
        <div className={styles.header}>
          {serviceLogoUrl ? (
            <img src={serviceLogoUrl} alt="" className={styles.logo} />
          ) : (
            <span aria-hidden className={styles.logo}>
              {serviceName.slice(0, 1)}
            </span>
          )}
          <p className={styles.serviceName}>{serviceName}</p>
        </div>
        <div className={styles.conversation}>
          {view === 'sms' ? (
            <>
              <p className={styles.channel}>短信</p>
              <p className={styles.bubble}>
                {smsSignature(serviceName)}
                <FilledText text={message.fallbackSms} variables={variables} />
              </p>
            </>
          ) : (
            <>
              <MessageBody message={message} variables={variables} previewName={ariaLabel} />
              {message.suggestions.length > 0 && (
                <ul aria-label="建议操作" className={styles.suggestions}>
                  {message.suggestions.map((action, index) => (
                    <ActionItem
                      key={index}
                      action={action}
                      variables={variables}
                      className={styles.chip}
                    />
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

type Variables = RcsPreviewProps['variables'];

function MessageBody({
  message,
  variables,
  previewName,
}: {
  message: RcsMessageView;
  variables: Variables;
  previewName: string;
}) {
  switch (message.kind) {
    case 'text':
      return (
        <p className={styles.bubble}>
          {message.text ? (
            <FilledText text={message.text} variables={variables} />
          ) : (
            <span className={styles.emptyText}>尚未填写消息内容</span>
          )}
        </p>
      );
    case 'card':
      return <RichCard card={message.card} variables={variables} className={styles.card} />;
    case 'carousel':
      return (
        // A scroll container is operable by keyboard only if it can take focus (axe
        // scrollable-region-focusable); two cards already overflow the phone.
        <div
          role="region"
          // A named region is a landmark: its name must differ from every other preview's on the page.
          aria-label={`${previewName}：多卡片，共${message.cards.length}张`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={styles.carousel}
        >
          <ul className={styles.carouselList}>
            {message.cards.map((card, index) => (
              <li key={index} className={styles.carouselItem}>
                <RichCard card={card} variables={variables} className={styles.carouselCard} />
              </li>
            ))}
          </ul>
        </div>
      );
  }
}

function RichCard({
  card,
  variables,
  className,
}: {
  card: RcsCardView;
  variables: Variables;
  className: string;
}) {
  return (
    <div className={className}>
      {card.media && <Media media={card.media} />}
      <div className={styles.cardBody}>
        <p className={styles.cardTitle}>
          {card.title ? (
            <FilledText text={card.title} variables={variables} />
          ) : (
            <span className={styles.emptyText}>尚未填写标题</span>
          )}
        </p>
        {card.description && (
          <p className={styles.cardDescription}>
            <FilledText text={card.description} variables={variables} />
          </p>
        )}
      </div>
      {card.buttons.length > 0 && (
        <ul className={styles.cardButtons}>
          {card.buttons.map((action, index) => (
            <ActionItem
              key={index}
              action={action}
              variables={variables}
              className={styles.cardButton}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function Media({ media }: { media: RcsMediaView }) {
  const duration =
    media.durationSeconds == null ? null : formatMediaDuration(media.durationSeconds);
  const spokenDuration = duration ? `，时长${duration}` : '';
  if (media.kind === 'audio') {
    return (
      <div role="img" aria-label={`音频${spokenDuration}`} className={styles.audio}>
        {media.coverUrl ? (
          <img src={media.coverUrl} alt="" className={styles.audioCover} />
        ) : (
          <Music aria-hidden size={20} />
        )}
        <span aria-hidden className={styles.audioTrack} />
        {duration && <span aria-hidden>{duration}</span>}
      </div>
    );
  }
  if (media.kind === 'video') {
    return (
      <div
        role="img"
        aria-label={`视频${media.alt ? `：${media.alt}` : ''}${spokenDuration}`}
        className={styles.media}
      >
        {media.coverUrl && <img src={media.coverUrl} alt="" className={styles.mediaImage} />}
        <span aria-hidden className={styles.playMark}>
          <Play size={16} fill="currentColor" />
        </span>
        {duration && (
          <span aria-hidden className={styles.mediaBadge}>
            {duration}
          </span>
        )}
      </div>
    );
  }
  return (
    <div className={styles.media}>
      {media.url ? (
        <img src={media.url} alt={media.alt ?? ''} className={styles.mediaImage} />
      ) : (
        <ImageIcon aria-hidden size={24} />
      )}
    </div>
  );
}

function ActionItem({
  action,
  variables,
  className,
}: {
  action: RcsAction;
  variables: Variables;
  className: string;
}) {
  const descriptionId = useId();
  const Icon = actionIcons[action.type];
  return (
    <li aria-describedby={descriptionId} className={className} data-action={action.type}>
      <Icon aria-hidden size={14} />
      <span>
        <FilledText text={action.label} variables={variables} />
      </span>
      {/* Hidden: read as the description only, not a second time as content. */}
      <span id={descriptionId} hidden>
        {describeAction(action)}
      </span>
    </li>
  );
}

/** Template text with its placeholders filled; one without a value shows as `{name}`, marked. */
function FilledText({ text, variables }: { text: string; variables: Variables }) {
  return splitPlaceholders(text, variables).map((part, index) => {
    if (part.kind === 'text') return part.text;
    if (part.value !== undefined) return part.value;
    return (
      <mark key={index} className={styles.unfilled} data-unfilled-variable={part.name}>
        {`{${part.name}}`}
        <span className={visuallyHidden}>（未填写）</span>
      </mark>
    );
  });
}
