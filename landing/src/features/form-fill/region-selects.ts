/**
 * Region questions: the page's one select of the deepest level, grouped by parents (`optgroup`s of
 * the shared tree, `data-code` the parent's code, the label its names), becomes one select per
 * level: 省, then 市, then the question's own select holding only the chosen parent's regions. The
 * question's select keeps its name and label, so the answer posts as it did.
 */
export function enhanceRegionSelects(form: HTMLFormElement) {
  for (const select of form.querySelectorAll<HTMLSelectElement>('select[data-region-level]')) {
    const level = Number(select.dataset.regionLevel);
    if (level < 2) continue;
    const groups = [...select.querySelectorAll('optgroup')].map((group) => ({
      code: group.dataset.code!,
      names: group.label.split(' '),
      options: [...group.querySelectorAll('option')],
    }));
    const placeholder = select.options[0]!;
    const title = select.labels?.[0]?.textContent?.replace(/[*\s]|（必填）/g, '') ?? '';
    const chosen = select.value;
    const parents = Array.from({ length: level - 1 }, (_, depth) =>
      levelSelect(select, `${title}：${depth === 0 ? '省' : '市'}`),
    );
    /** The distinct ancestors at `depth` of the groups whose codes start with `prefix`. */
    const ancestors = (depth: number, prefix: string) => {
      const seen = new Map<string, string>();
      for (const group of groups) {
        const code = group.code.slice(0, 2 * (depth + 1));
        if (code.startsWith(prefix)) seen.set(code, group.names[depth]!);
      }
      return [...seen];
    };
    const fill = (target: HTMLSelectElement, entries: [string, string][], wanted: string) => {
      target.replaceChildren(
        new Option('请选择', ''),
        ...entries.map(([c, n]) => new Option(n, c)),
      );
      target.value = entries.some(([code]) => code === wanted) ? wanted : '';
      target.disabled = entries.length === 0;
    };
    /** Each level's choices follow the one above it; a choice no longer among them is cleared. */
    const update = (wanted: string[]) => {
      let prefix = '';
      parents.forEach((parent, depth) => {
        fill(parent, depth === 0 || prefix ? ancestors(depth, prefix) : [], wanted[depth]!);
        prefix = parent.value;
      });
      const own = groups.find((group) => group.code === prefix)?.options ?? [];
      select.replaceChildren(placeholder, ...own);
      const value = wanted[parents.length]!;
      select.value = own.some((option) => option.value === value) ? value : '';
      select.disabled = own.length === 0;
    };
    for (const parent of parents) {
      parent.addEventListener('change', () =>
        update([...parents.map((p) => p.value), select.value]),
      );
    }
    update([...parents.map((_, depth) => chosen.slice(0, 2 * (depth + 1))), chosen]);
  }
}

/** A select for one level above the question's own, placed before it, looking like it. */
function levelSelect(own: HTMLSelectElement, label: string) {
  const select = document.createElement('select');
  select.className = own.className;
  select.setAttribute('aria-label', label);
  own.before(select);
  return select;
}
