import { describe, expect, it } from 'vitest';
import { iconUsage } from './icon-usage.ts';

describe('iconUsage', () => {
  it('lists each imported icon once with the components that use it, sorted by name', () => {
    const usage = iconUsage({
      '../components/Toast/Toast.tsx': `import { CircleCheck, X, type LucideIcon } from 'lucide-react';`,
      '../components/Dialog/Dialog.tsx': `import { X } from 'lucide-react';\nimport { X as Close } from 'lucide-react';`,
      '../components/Button/Button.tsx': `import { Button } from 'react-aria-components';`,
    });
    expect([...usage]).toEqual([
      ['CircleCheck', ['Toast']],
      ['X', ['Toast', 'Dialog']],
    ]);
  });

  it('reads multi-line imports', () => {
    const usage = iconUsage({
      '../components/Steps/Steps.tsx': `import {\n  Check,\n  CircleX,\n} from 'lucide-react';`,
    });
    expect([...usage.keys()]).toEqual(['Check', 'CircleX']);
  });
});
