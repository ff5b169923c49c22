import { failureMessage } from '../../lib/failure-message.ts';
import { PublicCallFailure } from '../../lib/public-fetch.ts';

type UploadAnswer = { fileId: string; name: string };

/**
 * Upload questions: each chosen file goes to the public upload endpoint at once and the answer
 * carries its id (a hidden field, as the page without scripts posts the files themselves).
 */
export function enhanceUploads(
  form: HTMLFormElement,
  showError: (questionId: string, message: string) => void,
) {
  const url = form.dataset.uploadUrl!;
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
    const name = input.name;
    const questionId = name.slice(2);
    const maxFiles = Number(input.dataset.maxFiles);
    const maxBytes = Number(input.dataset.maxSizeMb) * 1024 * 1024;
    // The files go up one by one now; the form posts their ids, not the files again.
    input.removeAttribute('name');
    const list =
      form.querySelector(`[data-uploaded-for="${CSS.escape(questionId)}"]`) ??
      document.createElement('ul');
    if (!list.isConnected) input.before(list);
    const uploaded = () =>
      form.querySelectorAll(`input[type="hidden"][name="${CSS.escape(name)}"]`);
    input.addEventListener('change', async () => {
      const files = [...(input.files ?? [])];
      input.value = '';
      for (const file of files) {
        if (uploaded().length >= maxFiles)
          return showError(questionId, `最多上传${maxFiles}个文件`);
        if (file.size > maxBytes) {
          return showError(questionId, `文件大小超出${input.dataset.maxSizeMb}MB`);
        }
        const body = new FormData();
        body.set('code', form.dataset.code!);
        body.set('question', questionId);
        body.set('file', file);
        input.disabled = true;
        try {
          const answer = await send(url, body);
          list.append(uploadedItem(name, answer, form));
          showError(questionId, '');
        } catch (failure) {
          return showError(questionId, failureMessage(failure));
        } finally {
          input.disabled = false;
        }
      }
      form.dispatchEvent(new Event('change'));
    });
  }
}

async function send(url: string, body: FormData): Promise<UploadAnswer> {
  const response = await fetch(url, { method: 'POST', body });
  const envelope = (await response.json().catch(() => null)) as {
    code?: number;
    msg?: string;
    data?: UploadAnswer;
  } | null;
  if (envelope?.code !== 0 || !envelope.data) {
    throw new PublicCallFailure(response.status, envelope?.msg);
  }
  return envelope.data;
}

/** A file sent: its name, its id as the answer, and 删除 to take it out of the answer. */
function uploadedItem(name: string, answer: UploadAnswer, form: HTMLFormElement) {
  const item = document.createElement('li');
  const id = document.createElement('input');
  id.type = 'hidden';
  id.name = name;
  id.value = answer.fileId;
  const remove = document.createElement('button');
  remove.type = 'button';
  remove.textContent = '删除';
  remove.setAttribute('aria-label', `删除${answer.name}`);
  remove.addEventListener('click', () => {
    item.remove();
    form.dispatchEvent(new Event('change'));
  });
  item.append(answer.name, ' ', id, remove);
  return item;
}
