import { describe, expect, it } from 'vitest';
import {
  billKindNames,
  contentReviewStatusNames,
  customServiceStatusNames,
  materialReviewStatusNames,
  orderListStatusNames,
  orderStatusNames,
  sendTaskStatusNames,
  showcaseStatusNames,
  supportRightStatusNames,
  templateStatusNames,
} from '@p5g/api/contract';
import { statusTagOf, statusTags, type StatusFamily } from './status-tags.ts';

/** The contract's label table of each family. */
const contractLabels: Record<StatusFamily, Record<string, string>> = {
  sendTask: sendTaskStatusNames,
  billKind: billKindNames,
  purchaseOrder: orderStatusNames,
  orderList: orderListStatusNames,
  message: templateStatusNames,
  review: materialReviewStatusNames,
  supportRight: supportRightStatusNames,
  customService: customServiceStatusNames,
  contentReview: contentReviewStatusNames,
  showcase: showcaseStatusNames,
};

describe('statusTags', () => {
  // Which tones exist is the type's business (StatusTone); here: none is missing.
  it("gives every status of every contract family the contract's label and a tone", () => {
    expect(Object.keys(statusTags).sort()).toEqual(Object.keys(contractLabels).sort());
    for (const [family, labels] of Object.entries(contractLabels)) {
      const tags: Record<string, { label: string; tone: string }> =
        statusTags[family as StatusFamily];
      expect(Object.keys(tags), family).toEqual(Object.keys(labels));
      for (const [value, label] of Object.entries(labels)) {
        expect(label.trim(), `${family}.${value}`).not.toBe('');
        expect(tags[value]?.label, `${family}.${value}`).toBe(label);
        expect(tags[value]?.tone, `${family}.${value}`).toBeTruthy();
      }
    }
  });

  it('covers the values of spec §4', () => {
    const values = (family: StatusFamily) => Object.keys(statusTags[family]);
    expect(values('sendTask')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(values('billKind')).toEqual(['1', '3', '4', '5', '6', '7']);
    expect(values('purchaseOrder')).toEqual(['1', '2', '3', '4', '5']);
    expect(values('orderList')).toEqual(['0', '1', '2', '3', '4']);
    expect(values('message')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '10']);
    expect(values('review')).toEqual(['reviewing', 'rejected', 'passed', 'invalid']);
    expect(values('supportRight')).toEqual(['1', '2', '3']);
    expect(values('customService')).toEqual(['1', '2', '3']);
    expect(values('contentReview')).toEqual(['0', '1', '2', '3', '4']);
  });

  it("tells the platform review from the carriers' review, in the same tone", () => {
    expect(statusTagOf('message', 2)).toEqual({ label: '平台审核中', tone: 'warning' });
    expect(statusTagOf('message', 6)).toEqual({ label: '运营商审核中', tone: 'warning' });
    expect(statusTagOf('message', 4)).toEqual({ label: '平台驳回', tone: 'danger' });
    expect(statusTagOf('message', 7)).toEqual({ label: '运营商驳回', tone: 'danger' });
  });

  it('shows a refund as a neutral ledger movement, not an error', () => {
    expect(statusTagOf('billKind', 6)).toEqual({ label: '退款', tone: 'neutral' });
  });

  it('gives 待发送 and 发送中 icons of their own, since they share a tone', () => {
    const [scheduled, sending] = [statusTagOf('sendTask', 2), statusTagOf('sendTask', 3)];
    expect(scheduled?.tone).toBe(sending?.tone);
    expect(scheduled?.icon).toBe('scheduled');
    expect(sending?.icon).toBe('sending');
  });
});

describe('statusTagOf', () => {
  it('reads numbers and numeric strings alike', () => {
    expect(statusTagOf('purchaseOrder', 2)).toEqual({ label: '购买成功', tone: 'success' });
    expect(statusTagOf('purchaseOrder', '2')).toEqual({ label: '购买成功', tone: 'success' });
  });

  it('returns null for values the spec does not name', () => {
    expect(statusTagOf('billKind', 2)).toBeNull();
    expect(statusTagOf('billKind', 8)).toBeNull();
    expect(statusTagOf('message', 8)).toBeNull();
    expect(statusTagOf('sendTask', -1)).toBeNull();
    expect(statusTagOf('review', 'toString')).toBeNull();
    expect(statusTagOf('orderList', null)).toBeNull();
    expect(statusTagOf('orderList', undefined)).toBeNull();
    expect(statusTagOf('orderList', '')).toBeNull();
  });
});
