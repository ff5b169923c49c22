import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { contactLimits, contactMessages } from '../contract/schemas/contacts.ts';
import { cellTextMeter, checkUnpackedSize, readContactsFile, xlsxLimits } from './import-file.ts';

/** A workbook of `rows` contacts as exceljs writes it (a zip of XML parts). */
async function workbook(rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('联系人');
  sheet.addRow(['姓名', '手机号', '备注']);
  for (let i = 0; i < rows; i++)
    sheet.addRow([`联系人${i}`, `138${String(i).padStart(8, '0')}`, '']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Central-directory records of a zip: their offsets and uncompressed sizes. */
function centralRecords(zip: Buffer): { at: number; unpacked: number }[] {
  const records = [];
  for (let at = zip.indexOf('PK\x01\x02'); at !== -1; at = zip.indexOf('PK\x01\x02', at + 4)) {
    records.push({ at, unpacked: zip.readUInt32LE(at + 24) });
  }
  return records;
}

describe('an .xlsx import and what it unpacks to', () => {
  it('reads a workbook that unpacks within the limit', async () => {
    const file = await workbook(2000);
    const unpacked = centralRecords(file).reduce((sum, r) => sum + r.unpacked, 0);
    await expect(checkUnpackedSize(file, { ...xlsxLimits, unpacked })).resolves.toBeUndefined();
    const read = await readContactsFile(file, '通讯录.xlsx');
    expect(read.rows).toHaveLength(2000);
    expect(unpacked).toBeLessThan(contactLimits.importUnpackedBytes);
  });

  it('refuses a workbook that unpacks to more than the limit, with a message saying so', async () => {
    const file = await workbook(2000);
    const unpacked = centralRecords(file).reduce((sum, r) => sum + r.unpacked, 0);
    await expect(
      checkUnpackedSize(file, { ...xlsxLimits, unpacked: unpacked - 1 }),
    ).rejects.toMatchObject({
      message: contactMessages.unpackedTooLarge,
    });
  });

  it('counts what really comes out, not the sizes the zip declares', async () => {
    const file = await workbook(2000);
    // Every part claims to unpack to 1 byte: the declared total is tiny, the real one is not.
    const forged = Buffer.from(file);
    for (const { at } of centralRecords(forged)) forged.writeUInt32LE(1, at + 24);
    await expect(
      checkUnpackedSize(forged, { ...xlsxLimits, unpacked: 1024 * 1024 }),
    ).rejects.toMatchObject({
      message: contactMessages.fileUnreadable,
    });
    await expect(readContactsFile(forged, '通讯录.xlsx')).rejects.toMatchObject({
      message: contactMessages.fileUnreadable,
    });
  });
});

describe('a cell longer than any field', () => {
  /** A workbook whose one data row has `text` as its 备注, as a shared string or rich text. */
  async function withRemark(text: string | ExcelJS.CellRichTextValue) {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('联系人');
    sheet.addRow(['姓名', '手机号', '备注']);
    sheet.addRow(['张三', '13800000001', text]);
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  it('refuses the file while unpacking, whether one string or many runs of rich text', async () => {
    const refusal = { message: contactMessages.cellTooLong };
    await expect(
      readContactsFile(await withRemark('备'.repeat(5000)), 'a.xlsx'),
    ).rejects.toMatchObject(refusal);
    const runs = Array.from({ length: 50 }, () => ({ text: 'x'.repeat(100) }));
    await expect(
      readContactsFile(await withRemark({ richText: runs }), 'a.xlsx'),
    ).rejects.toMatchObject(refusal);
  });

  it('reads long cells a field might still take, and many short ones together', async () => {
    const read = await readContactsFile(await withRemark('备'.repeat(600)), 'a.xlsx');
    expect(read.rows[0]!.remark).toHaveLength(600);
    expect((await readContactsFile(await workbook(5000), 'a.xlsx')).rows).toHaveLength(5000);
  });

  it('counts characters, not bytes, and starts again at each string or cell', () => {
    const meter = cellTextMeter({ cell: 10 });
    expect(meter(Buffer.from('<sst><si><t>一二三四五六七八九十</t></si><si><t>'))).toBeNull();
    expect(meter(Buffer.from('一二三四五六七八九十</t></si><si><t>一二三四五'))).toBeNull();
    expect(meter(Buffer.from('六七八九十十一</t></si>'))).toBe('cellTooLong');
  });
});

describe('the shared strings of an .xlsx, all together', () => {
  /** 2,000 rows: about 4,000 distinct strings (names and numbers) of about 40,000 characters. */
  const book = workbook(2000);

  it('refuses a workbook with more strings than the limit, while unpacking', async () => {
    const limits = { ...xlsxLimits, sharedStrings: 1000 };
    await expect(checkUnpackedSize(await book, limits)).rejects.toMatchObject({
      message: contactMessages.sharedTextTooLarge,
    });
  });

  it('refuses a workbook whose strings hold more characters than the limit', async () => {
    const limits = { ...xlsxLimits, sharedCharacters: 10_000 };
    await expect(checkUnpackedSize(await book, limits)).rejects.toMatchObject({
      message: contactMessages.sharedTextTooLarge,
    });
  });

  it('reads one within both limits', async () => {
    const limits = { ...xlsxLimits, sharedStrings: 5000, sharedCharacters: 100_000 };
    await expect(checkUnpackedSize(await book, limits)).resolves.toBeUndefined();
  });

  it('counts each string once, across chunks, and all their characters', () => {
    const meter = cellTextMeter({ cell: 10, items: 2, characters: 12 });
    expect(meter(Buffer.from('<sst><si><t>一二三</t></si><s'))).toBeNull();
    expect(meter(Buffer.from('i><t>四五六七八</t></si>'))).toBeNull();
    expect(meter(Buffer.from('<si><t>九</t></si>'))).toBe('sharedTextTooLarge');
    const long = cellTextMeter({ cell: 10, items: 100, characters: 12 });
    expect(long(Buffer.from('<si><t>一二三四五六七</t></si><si><t>八九十一二三</t></si>'))).toBe(
      'sharedTextTooLarge',
    );
  });
});
