import { useState } from 'react';
import type { Material, RequestOf } from '@p5g/api/contract';
import type { MaterialUpload } from '@p5g/design-system';
import { api } from './api.ts';
import { uploadRefusalOf } from './upload-refusal.ts';
import { useFailureHandler } from './use-failure-handler.ts';

/**
 * Sends materials (material/upload: the file and a video's or audio's cover) and tracks each
 * as an upload for the picker's progress bars. The client sends a file in one request, so a bar
 * stands at the start until the server has checked and stored it, then fills; a refusal (type,
 * size, duration, quota) stays on its bar in the server's words.
 */
export function useMaterialUpload(onUploaded: (material: Material) => void) {
  const handleFailure = useFailureHandler();
  const [uploads, setUploads] = useState<MaterialUpload[]>([]);

  async function upload({ file, cover }: { file: File; cover?: File }) {
    const update = (change: Partial<MaterialUpload>) =>
      setUploads((all) => all.map((u) => (u.name === file.name ? { ...u, ...change } : u)));
    setUploads((all) => [
      ...all.filter((u) => u.name !== file.name),
      { name: file.name, progress: 0 },
    ]);
    const form = new FormData();
    form.append('file', file);
    if (cover) form.append('cover', cover);
    try {
      // call() sends a FormData body as it is; upload() would send the file alone, without its cover.
      const material = await api.call(
        'materialUpload',
        form as unknown as RequestOf<'materialUpload'>,
      );
      update({ progress: 100 });
      onUploaded(material);
      setTimeout(() => setUploads((all) => all.filter((u) => u.name !== file.name)), 3_000);
    } catch (failure) {
      // The refusal (type, size, duration, quota, a lost connection) stays on its bar, once;
      // the app reacts itself to an ended session or a missing permission.
      const refusal = uploadRefusalOf(failure);
      if (refusal) update({ error: refusal });
      else {
        setUploads((all) => all.filter((u) => u.name !== file.name));
        handleFailure(failure);
      }
    }
  }

  return { uploads, upload };
}
