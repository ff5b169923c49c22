import { BottomSheet, type BottomSheetProps } from '../BottomSheet/BottomSheet.tsx';
import { SharePanel, type SharePanelProps } from './SharePanel.tsx';

export type ShareSheetProps = SharePanelProps &
  Pick<BottomSheetProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> & {
    /** 面板标题，也是其无障碍名称。默认 `分享`。 */
    title?: string;
  };

/**
 * The share sheet of shared pages (spec §3 share data, §9 defaults): a bottom sheet holding
 * `SharePanel` — QQ, Qzone and Weibo, 微信, copy link and the QR code.
 */
export function ShareSheet({
  title = '分享',
  isOpen,
  defaultOpen,
  onOpenChange,
  ...panel
}: ShareSheetProps) {
  return (
    <BottomSheet
      title={title}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <SharePanel {...panel} />
    </BottomSheet>
  );
}
