import { describe, expect, it } from 'vitest';
import { regionTree } from './full.ts';
import { streetsOf } from './streets.ts';

const districts = regionTree.flatMap((p) => (p.children ?? []).flatMap((c) => c.children ?? []));

describe('streets of a district (base/getTravelStreet)', () => {
  it('lists the streets of a district with 9-digit codes inside its own code', () => {
    const streets = streetsOf('440103');
    expect(streets.length).toBeGreaterThan(5);
    for (const street of streets) expect(street.code).toMatch(/^440103\d{3}$/);
    expect(streets.map((s) => s.name)).toContain('沙面街道');
  });

  it('gives the towns of a city without districts under its one district of the tree', () => {
    expect(streetsOf('441900').map((s) => s.name)).toContain('东城街道');
  });

  it('has streets for nearly every district of the tree, and none for an unknown code', () => {
    const without = districts.filter((d) => streetsOf(d.code).length === 0);
    expect(without.length).toBeLessThan(districts.length / 20);
    expect(streetsOf('999999')).toEqual([]);
  });
});
