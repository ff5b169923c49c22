/** Where each lucide-react icon is used: icon name → the components (folder names) importing it. */
export type IconUsage = Map<string, string[]>;

const lucideImport = /import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g;

/**
 * Reads the lucide-react imports of component sources, keyed by path
 * (`…/components/<Name>/<File>.tsx`). Type-only imports (`type LucideIcon`) are not icons.
 */
export function iconUsage(sources: Record<string, string>): IconUsage {
  const usage: IconUsage = new Map();
  for (const [path, source] of Object.entries(sources)) {
    const component = /components\/([^/]+)\//.exec(path)?.[1] ?? path;
    for (const [, names = ''] of source.matchAll(lucideImport)) {
      for (const entry of names.split(',')) {
        const name = entry
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (!name || name.startsWith('type ')) continue;
        const users = usage.get(name) ?? [];
        if (!users.includes(component)) users.push(component);
        usage.set(name, users);
      }
    }
  }
  return new Map([...usage].sort(([a], [b]) => a.localeCompare(b)));
}
