import { describe, expect, it } from 'vitest';
import { formDocument } from '../contract/micro-app-form.ts';
import { serviceTemplates } from './service-templates.ts';

describe('service templates', () => {
  it('offers at least twelve forms for government and enterprise use, each a valid document', () => {
    expect(serviceTemplates.length).toBeGreaterThanOrEqual(12);
    expect(serviceTemplates.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        '活动报名',
        '预约登记',
        '满意度调查',
        '信息采集',
        '意见征集',
        '会议签到',
        '志愿者招募',
        '投诉建议',
        '培训报名',
        '健康申报',
        '访客登记',
        '问卷调查',
      ]),
    );
    expect(new Set(serviceTemplates.map((t) => t.code)).size).toBe(serviceTemplates.length);
    for (const template of serviceTemplates) {
      expect(formDocument.parse(template.document)).toEqual(template.document);
    }
  });
});
