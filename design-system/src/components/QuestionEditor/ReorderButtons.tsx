import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import * as styles from './QuestionEditor.css.ts';

export type ReorderButtonsProps = {
  /** 被移动的是什么，读屏软件把按钮读作“上移{name}”“下移{name}”“删除{name}”，如“问题2”。必填。 */
  name: string;
  /** 是第一项：不能再上移。 */
  isFirst: boolean;
  /** 是最后一项：不能再下移。 */
  isLast: boolean;
  /** 按“上移”时调用。 */
  onMoveUp: () => void;
  /** 按“下移”时调用。 */
  onMoveDown: () => void;
  /** 删除这一项；不提供时没有删除按钮。 */
  onRemove?: () => void;
};

/**
 * Move one item of an ordered list up or down, or remove it, with buttons: reordering that works
 * with the keyboard and a screen reader, not only by dragging.
 */
export function ReorderButtons({
  name,
  isFirst,
  isLast,
  onMoveUp,
  onMoveDown,
  onRemove,
}: ReorderButtonsProps) {
  return (
    <div className={styles.reorder} role="group" aria-label={`${name}的操作`}>
      <Button
        variant="text"
        size="small"
        aria-label={`上移${name}`}
        isDisabled={isFirst}
        onPress={onMoveUp}
      >
        <ArrowUp aria-hidden size={14} />
      </Button>
      <Button
        variant="text"
        size="small"
        aria-label={`下移${name}`}
        isDisabled={isLast}
        onPress={onMoveDown}
      >
        <ArrowDown aria-hidden size={14} />
      </Button>
      {onRemove && (
        <Button variant="text" size="small" aria-label={`删除${name}`} onPress={onRemove}>
          <Trash2 aria-hidden size={14} />
        </Button>
      )}
    </div>
  );
}
