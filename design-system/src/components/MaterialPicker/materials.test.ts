import { describe, expect, it } from 'vitest';
import {
  checkCoverFile,
  checkMaterialFile,
  filterMaterials,
  formatFileSize,
  isMaterialUsable,
  materialKindOfFile,
  needsCover,
  type Material,
} from './materials.ts';

const mb = 1024 * 1024;

describe('materialKindOfFile', () => {
  it('tells the kind by extension, any case', () => {
    expect(materialKindOfFile('海报.JPG')).toBe('image');
    expect(materialKindOfFile('a.jpeg')).toBe('image');
    expect(materialKindOfFile('动图.gif')).toBe('image');
    expect(materialKindOfFile('宣传片.mp4')).toBe('video');
    expect(materialKindOfFile('提示音.amr')).toBe('audio');
    expect(materialKindOfFile('录音.m4a')).toBe('audio');
    expect(materialKindOfFile('歌曲.mp3')).toBe('audio');
  });

  it('has no kind for other files', () => {
    expect(materialKindOfFile('合同.pdf')).toBeNull();
    expect(materialKindOfFile('mp4')).toBeNull();
    expect(materialKindOfFile('影片.mov')).toBeNull();
  });
});

describe('checkMaterialFile', () => {
  it('takes every library format up to 2 MB', () => {
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.gif', 'image/gif'],
      ['a.mp4', 'video/mp4'],
      ['a.mp3', 'audio/mpeg'],
      ['a.m4a', 'audio/x-m4a'],
      ['a.amr', 'audio/amr'],
    ]) {
      expect(checkMaterialFile({ name: name!, type: type!, size: 2 * mb }), name).toBeNull();
    }
  });

  it('refuses other types, and files over 2 MB, with the spec messages', () => {
    expect(checkMaterialFile({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toEqual({
      reason: 'type',
      message: '不支持该文件类型',
    });
    expect(checkMaterialFile({ name: 'a.png', type: 'application/pdf', size: 10 })?.reason).toBe(
      'type',
    );
    expect(checkMaterialFile({ name: 'a.mp4', type: 'video/mp4', size: 2 * mb + 1 })).toEqual({
      reason: 'size',
      message: '文件大小超出2MB',
    });
  });
});

describe('checkCoverFile', () => {
  it('takes a jpg or png cover up to 200 KB, nothing else, and says so in the cover’s words', () => {
    const kb = 1024;
    expect(checkCoverFile({ name: 'c.png', type: 'image/png', size: 200 * kb })).toBeNull();
    expect(checkCoverFile({ name: 'c.gif', type: 'image/gif', size: kb })?.message).toBe(
      '封面须为JPG或PNG格式的图片',
    );
    expect(checkCoverFile({ name: 'c.jpg', type: 'image/jpeg', size: 200 * kb + 1 })?.message).toBe(
      '封面图片不能超过200KB',
    );
  });
});

describe('needsCover', () => {
  it('asks a cover of video and audio only', () => {
    expect(needsCover('image')).toBe(false);
    expect(needsCover('video')).toBe(true);
    expect(needsCover('audio')).toBe(true);
  });
});

describe('isMaterialUsable', () => {
  it('refuses rejected and invalid materials', () => {
    expect(isMaterialUsable({ reviewStatus: 'passed' })).toBe(true);
    expect(isMaterialUsable({ reviewStatus: 'reviewing' })).toBe(true);
    expect(isMaterialUsable({ reviewStatus: 'rejected' })).toBe(false);
    expect(isMaterialUsable({ reviewStatus: 'invalid' })).toBe(false);
  });
});

describe('filterMaterials', () => {
  const material = (id: string, kind: Material['kind']): Material => ({
    id,
    kind,
    name: id,
    url: `/${id}`,
    size: 1,
    reviewStatus: 'passed',
  });
  const all = [material('1', 'image'), material('2', 'video'), material('3', 'image')];

  it('keeps the chosen kind in order, or everything', () => {
    expect(filterMaterials(all, 'image').map((m) => m.id)).toEqual(['1', '3']);
    expect(filterMaterials(all, 'audio')).toEqual([]);
    expect(filterMaterials(all, 'all')).toEqual(all);
  });
});

describe('formatFileSize', () => {
  it('uses B, KB and MB with one decimal at most', () => {
    expect(formatFileSize(812)).toBe('812 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(36_045)).toBe('35.2 KB');
    expect(formatFileSize(1.5 * mb)).toBe('1.5 MB');
    expect(formatFileSize(2 * mb)).toBe('2 MB');
  });
});
