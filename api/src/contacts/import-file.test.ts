import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { contactLimits, contactMessages } from '../contract/schemas/contacts.ts';
import { checkUnpackedSize, readContactsFile } from './import-file.ts';

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
    await expect(checkUnpackedSize(file, unpacked)).resolves.toBeUndefined();
    const read = await readContactsFile(file, '通讯录.xlsx');
    expect(read.rows).toHaveLength(2000);
    expect(unpacked).toBeLessThan(contactLimits.importUnpackedBytes);
  });

  it('refuses a workbook that unpacks to more than the limit, with a message saying so', async () => {
    const file = await workbook(2000);
    const unpacked = centralRecords(file).reduce((sum, r) => sum + r.unpacked, 0);
    await expect(checkUnpackedSize(file, unpacked - 1)).rejects.toMatchObject({
      message: contactMessages.unpackedTooLarge,
    });
  });

  it('counts what really comes out, not the sizes the zip declares', async () => {
    const file = await workbook(2000);
    // Every part claims to unpack to 1 byte: the declared total is tiny, the real one is not.
    const forged = Buffer.from(file);
    for (const { at } of centralRecords(forged)) forged.writeUInt32LE(1, at + 24);
    await expect(checkUnpackedSize(forged, 1024 * 1024)).rejects.toMatchObject({
      message: contactMessages.fileUnreadable,
    });
    await expect(readContactsFile(forged, '通讯录.xlsx')).rejects.toMatchObject({
      message: contactMessages.fileUnreadable,
    });
  });
});
