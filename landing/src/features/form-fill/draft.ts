/**
 * A half-filled answer kept in the browser (localStorage, per form and version) and put back when
 * the page opens again. Files are kept as their uploaded ids. Not restored over an answer the
 * service sent back with messages: that one is newer.
 */
export function keepDraft(form: HTMLFormElement, key: string) {
  const fields = () =>
    [...form.elements].filter(
      (element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
        'name' in element &&
        /^(a|o)\.|^mobile$/.test((element as HTMLInputElement).name) &&
        (element as HTMLInputElement).type !== 'file',
    );
  const storage = (() => {
    try {
      return window.localStorage;
    } catch {
      return null; // Storage refused (private mode): the page works without a draft.
    }
  })();
  return {
    save() {
      const entries: [string, string][] = [];
      for (const field of fields()) {
        if (field instanceof HTMLInputElement && /^(radio|checkbox)$/.test(field.type)) {
          if (field.checked) entries.push([field.name, field.value]);
        } else if (field.value !== '') entries.push([field.name, field.value]);
      }
      try {
        storage?.setItem(key, JSON.stringify(entries));
      } catch {
        // Storage full: the draft is a convenience, the form goes on.
      }
    },
    restore() {
      const saved = storage?.getItem(key);
      if (!saved || form.querySelector('[data-error-for]:not(:empty)')) return;
      const entries = JSON.parse(saved) as [string, string][];
      for (const field of fields()) {
        const values = entries.filter(([name]) => name === field.name).map(([, value]) => value);
        if (field instanceof HTMLInputElement && /^(radio|checkbox)$/.test(field.type)) {
          field.checked = values.includes(field.value);
        } else if (!(field instanceof HTMLInputElement && field.type === 'hidden')) {
          field.value = values[0] ?? '';
        }
      }
    },
    clear() {
      storage?.removeItem(key);
    },
  };
}
