import { describe, expect, it } from 'vitest';
import { codes } from '@p5g/api/contract';
import { ApiCallError } from './api-client.ts';
import { uploadRefusalOf } from './upload-refusal.ts';

const refused = (code: number, msg: string, httpStatus = 200) =>
  new ApiCallError({ kind: 'envelope', code, msg, httpStatus, data: null });

describe('uploadRefusalOf', () => {
  it("gives the server's refusal of a file as the one message shown under the field", () => {
    expect(uploadRefusalOf(refused(codes.invalidRequest, '不支持该文件类型', 415))).toBe(
      '不支持该文件类型',
    );
  });

  it('leaves an ended session and a refused permission to the app', () => {
    expect(uploadRefusalOf(refused(codes.sessionExpired, '登录已过期'))).toBeNull();
    expect(uploadRefusalOf(refused(codes.noPermission, '暂无权限'))).toBeNull();
    expect(uploadRefusalOf(new Error('bug'))).toBeNull();
  });
});
