import { CircleAlert } from 'lucide-react';
import { Button, Empty } from '@p5g/design-system';

export type LoadFailedProps = {
  /** What failed to load. Default `加载失败`. */
  description?: string;
  /** Asks again (SWR's `mutate()`). */
  onRetry: () => void;
  size?: 'small' | 'medium';
};

/** A data view whose request failed: what happened and a retry (the failure itself went to the app's handler). */
export function LoadFailed({ description = '加载失败', onRetry, size = 'small' }: LoadFailedProps) {
  return (
    <Empty
      size={size}
      icon={CircleAlert}
      description={description}
      action={
        <Button size="small" onPress={onRetry}>
          重试
        </Button>
      }
    />
  );
}
