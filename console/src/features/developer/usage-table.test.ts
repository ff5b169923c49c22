import { describe, expect, it } from 'vitest';
import { dayLabel, usageTable } from './usage-table.ts';

describe('usageTable', () => {
  it('puts a column per key and a row per day, newest first, with zeros where a key was not called', () => {
    const { keys, days } = usageTable([
      { keyId: '1', keyName: 'CRM', day: '20261127', calls: 5, failures: 1 },
      { keyId: '2', keyName: '工单', day: '20261127', calls: 2, failures: 0 },
      { keyId: '1', keyName: 'CRM', day: '20261128', calls: 3, failures: 0 },
    ]);
    expect(keys).toEqual([
      { id: '1', name: 'CRM' },
      { id: '2', name: '工单' },
    ]);
    expect(days).toEqual([
      {
        day: '20261128',
        perKey: [
          { calls: 3, failures: 0 },
          { calls: 0, failures: 0 },
        ],
        calls: 3,
      },
      {
        day: '20261127',
        perKey: [
          { calls: 5, failures: 1 },
          { calls: 2, failures: 0 },
        ],
        calls: 7,
      },
    ]);
  });

  it('is empty without calls', () => {
    expect(usageTable([])).toEqual({ keys: [], days: [] });
  });

  it('writes a day as yyyy-mm-dd', () => {
    expect(dayLabel('20261128')).toBe('2026-11-28');
  });
});
