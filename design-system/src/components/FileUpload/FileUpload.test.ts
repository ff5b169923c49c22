import { describe, expect, it } from 'vitest';
import { checkUploadFile, normaliseExtensions } from './checkUploadFile.ts';

const rules = { accept: ['jpg', 'jpeg', 'png', 'bmp'], maxSizeMB: 5 };
const MB = 1024 * 1024;
const typeProblem = { reason: 'type', message: '不支持该文件类型' };

describe('checkUploadFile', () => {
  it.each([
    ['receipt.jpg', 'image/jpeg'],
    ['receipt.jpeg', 'image/jpeg'],
    ['receipt.png', 'image/png'],
    ['receipt.bmp', 'image/bmp'],
    ['receipt.bmp', 'image/x-ms-bmp'],
    ['RECEIPT.JPG', 'IMAGE/JPEG'],
    ['汇款凭证.Png', 'image/png'],
    ['scan.2026.11.21.jpg', 'image/jpeg'],
    ['receipt.png', ''],
  ])('accepts %s (%j)', (name, type) => {
    expect(checkUploadFile({ name, type, size: MB }, rules)).toBeNull();
  });

  it.each([
    ['contract.pdf', 'application/pdf'],
    ['photo.gif', 'image/gif'],
    ['photo.webp', 'image/webp'],
    ['receipt', 'image/png'],
    ['.png', 'image/png'],
    ['receipt.png.exe', 'application/x-msdownload'],
    ['', ''],
  ])('refuses the extension of %j', (name, type) => {
    expect(checkUploadFile({ name, type, size: MB }, rules)).toEqual(typeProblem);
  });

  it.each([
    ['contract.png', 'application/pdf'],
    ['photo.jpg', 'image/png'],
    ['photo.PNG', 'image/gif'],
  ])('refuses %s whose MIME type %s does not match', (name, type) => {
    expect(checkUploadFile({ name, type, size: MB }, rules)).toEqual(typeProblem);
  });

  it('judges an extension without a known MIME type by its name only', () => {
    const file = { name: 'notes.txt', type: 'application/octet-stream', size: 10 };
    expect(checkUploadFile(file, { accept: ['txt'], maxSizeMB: 1 })).toBeNull();
  });

  it('takes accepted extensions with a dot and in any case', () => {
    const file = { name: 'a.jpg', type: 'image/jpeg', size: 1 };
    expect(checkUploadFile(file, { accept: ['.JPG'], maxSizeMB: 1 })).toBeNull();
    expect(normaliseExtensions(['.JPG', ' png ', 'Bmp'])).toEqual(['jpg', 'png', 'bmp']);
  });

  it('allows exactly the limit and refuses a byte more', () => {
    const at = { name: 'a.png', type: 'image/png', size: 5 * MB };
    expect(checkUploadFile(at, rules)).toBeNull();
    expect(checkUploadFile({ ...at, size: 5 * MB + 1 }, rules)).toEqual({
      reason: 'size',
      message: '文件大小超出5MB',
    });
  });

  it('names the limit in the message', () => {
    const file = { name: 'a.png', type: 'image/png', size: 3 * MB };
    expect(checkUploadFile(file, { accept: ['png'], maxSizeMB: 2 })?.message).toBe(
      '文件大小超出2MB',
    );
    expect(checkUploadFile(file, { accept: ['png'], maxSizeMB: 0.5 })?.message).toBe(
      '文件大小超出0.5MB',
    );
  });

  it('reports the type before the size', () => {
    const file = { name: 'a.pdf', type: 'application/pdf', size: 50 * MB };
    expect(checkUploadFile(file, rules)).toEqual(typeProblem);
  });
});
