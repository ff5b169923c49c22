import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { codes } from '../contract/codes.ts';
import {
  contactLimits,
  contactMessages,
  importColumns,
  variableNamePattern,
} from '../contract/schemas/contacts.ts';
import { ApiError } from '../errors.ts';

/** One data row of an import file; `row` is its row number in the file (the header is row 1). */
export type ImportRow = {
  row: number;
  name: string;
  mobile: string;
  remark: string;
  variables: Record<string, string>;
};

export type ContactsFile = { variables: string[]; rows: ImportRow[] };

const unreadable = (message: string = contactMessages.fileUnreadable) =>
  new ApiError(codes.invalidRequest, message, 400);

/** A cell's value as the text a person sees (numbers whole, formulas by their result). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as {
      richText?: { text: string }[];
      text?: unknown;
      result?: unknown;
      error?: unknown;
    };
    if (cell.richText)
      return cell.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if (cell.text !== undefined) return cellText(cell.text);
    if (cell.result !== undefined) return cellText(cell.result);
  }
  return '';
}

type Columns = { name?: number; mobile: number; remark?: number; variables: [string, number][] };

/** The header row's columns: 姓名, 手机号, 备注, and every further named column as a variable. */
function readHeader(cells: string[]): Columns {
  const seen = new Set<string>();
  const found: Partial<Columns> & { variables: [string, number][] } = { variables: [] };
  cells.forEach((text, index) => {
    if (!text) return;
    if (seen.has(text)) throw unreadable(`表头“${text}”重复`);
    seen.add(text);
    if (text === importColumns.name) found.name = index;
    else if (text === importColumns.mobile) found.mobile = index;
    else if (text === importColumns.remark) found.remark = index;
    else if (!variableNamePattern.test(text)) {
      throw unreadable(
        `表头“${text}”不能作为变量名：只能包含字母、数字、下划线和汉字，不超过20个字符`,
      );
    } else found.variables.push([text, index]);
  });
  if (found.mobile === undefined) throw unreadable(contactMessages.noMobileColumn);
  if (found.variables.length > contactLimits.variablesPerContact) {
    throw unreadable(`变量列不能超过${contactLimits.variablesPerContact}个`);
  }
  return found as Columns;
}

/**
 * Collects the rows of one sheet: the first non-blank row is the header, blank rows are skipped,
 * and more than `importRows` data rows refuse the file.
 */
function sheetCollector() {
  let columns: Columns | undefined;
  const rows: ImportRow[] = [];
  return {
    add(rowNumber: number, cells: string[]) {
      if (cells.every((c) => c === '')) return;
      if (!columns) {
        columns = readHeader(cells);
        return;
      }
      if (rows.length === contactLimits.importRows) throw unreadable(contactMessages.tooManyRows);
      const at = (index: number | undefined) => (index === undefined ? '' : (cells[index] ?? ''));
      rows.push({
        row: rowNumber,
        name: at(columns.name),
        mobile: at(columns.mobile),
        remark: at(columns.remark),
        variables: Object.fromEntries(columns.variables.map(([name, index]) => [name, at(index)])),
      });
    },
    done(): ContactsFile {
      if (!columns) throw unreadable(contactMessages.noMobileColumn);
      if (rows.length === 0) throw unreadable(contactMessages.noRows);
      return { variables: columns.variables.map(([name]) => name), rows };
    },
  };
}

/** Row values from exceljs are 1-based and sparse. */
const rowCells = (values: unknown): string[] => {
  const list = Array.isArray(values) ? values.slice(1) : [];
  return Array.from(list, cellText);
};

/** Characters of the longest field a cell can fill (a variable's value; 姓名 and 备注 are shorter). */
const longestField = Math.max(
  contactLimits.name,
  contactLimits.remark,
  contactLimits.variableValue,
);
/**
 * What one cell's XML text may hold: the longest field with every character written as the
 * longest entity Excel uses (`&quot;`, six); a cell past it can never be valid.
 */
const cellCharacters = longestField * 6;

/** Parts whose text is cells: shared strings (one `<si>` each) and worksheets (one `<c>` each). */
const cellParts = /^xl\/(sharedStrings|worksheets\/[^/]+)\.xml$/;
const sharedStringsPart = 'xl/sharedStrings.xml';
const itemStart = /^(si|c)([\s/]|$)/;
const itemBoundary = /^\/?(si|c)([\s/]|$)/;

/** What a part's text may hold: each string or cell, and (for the shared strings) all of them. */
export type TextLimits = { cell: number; items?: number; characters?: number };

/**
 * Reads the text of an .xlsx part as it streams, and says which limit it passes first: a string
 * or cell longer than `cell` characters, more than `items` strings or cells, more than
 * `characters` in all. exceljs keeps every shared string in memory, so one huge string, or very
 * many, must be refused before they are read. Text is what lies between tags; a UTF-8 character is
 * counted once (continuation bytes are not).
 */
export function cellTextMeter(limits: TextLimits) {
  const { cell, items: maxItems = Infinity, characters: maxCharacters = Infinity } = limits;
  let inTag = false;
  let tag = '';
  let characters = 0;
  let items = 0;
  let total = 0;
  return (chunk: Buffer): 'cellTooLong' | 'sharedTextTooLarge' | null => {
    let at = 0;
    while (at < chunk.length) {
      if (inTag) {
        const end = chunk.indexOf(0x3e, at);
        const stop = end === -1 ? chunk.length : end;
        if (tag.length < 4)
          tag += chunk.toString('latin1', at, Math.min(stop, at + 4 - tag.length));
        if (end === -1) return null;
        if (itemBoundary.test(tag)) characters = 0;
        if (itemStart.test(tag) && ++items > maxItems) return 'sharedTextTooLarge';
        inTag = false;
        at = end + 1;
      } else {
        const start = chunk.indexOf(0x3c, at);
        const stop = start === -1 ? chunk.length : start;
        let counted = 0;
        for (let i = at; i < stop; i++) if ((chunk[i]! & 0xc0) !== 0x80) counted += 1;
        characters += counted;
        total += counted;
        if (characters > cell) return 'cellTooLong';
        if (total > maxCharacters) return 'sharedTextTooLarge';
        if (start === -1) return null;
        inTag = true;
        tag = '';
        at = start + 1;
      }
    }
    return null;
  };
}

/** What an .xlsx may unpack to: all its parts together (bytes) and its shared strings. */
export const xlsxLimits: { unpacked: number; sharedStrings: number; sharedCharacters: number } = {
  unpacked: contactLimits.importUnpackedBytes,
  sharedStrings: contactLimits.importSharedStrings,
  sharedCharacters: contactLimits.importSharedCharacters,
};

/**
 * Inflates every part of an .xlsx once, counting what comes out, and refuses the file past
 * `limits`, or with a cell longer than any field could take (`cellTextMeter`): exceljs keeps every
 * shared string in memory, so a small crafted zip that unpacks to gigabytes, or to millions of
 * strings, would otherwise exhaust the server. The count is of real output, not of the sizes the
 * zip declares (yauzl also refuses a part whose output differs from its declared size).
 */
export function checkUnpackedSize(
  bytes: Buffer,
  limits: typeof xlsxLimits = xlsxLimits,
): Promise<void> {
  const limit = limits.unpacked;
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError) return reject(unreadable());
      let unpacked = 0;
      let failed = false;
      const fail = (error: ApiError) => {
        failed = true;
        reject(error);
      };
      zip.on('error', () => fail(unreadable()));
      zip.on('end', () => {
        if (!failed) resolve();
      });
      zip.on('entry', (entry: yauzl.Entry) => {
        if (unpacked + entry.uncompressedSize > limit) {
          return fail(unreadable(contactMessages.unpackedTooLarge));
        }
        const meter = !cellParts.test(entry.fileName)
          ? null
          : entry.fileName === sharedStringsPart
            ? cellTextMeter({
                cell: cellCharacters,
                items: limits.sharedStrings,
                characters: limits.sharedCharacters,
              })
            : cellTextMeter({ cell: cellCharacters });
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return fail(unreadable());
          stream.on('data', (chunk: Buffer) => {
            if (failed) return;
            unpacked += chunk.length;
            const excess = unpacked > limit ? 'unpackedTooLarge' : meter?.(chunk);
            if (excess) {
              stream.destroy();
              fail(unreadable(contactMessages[excess]));
            }
          });
          stream.on('error', () => {
            if (!failed) fail(unreadable());
          });
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });
}

/** exceljs (about 20 MB resident) loads with the first file read, not with the service. */
const loadExcel = async () => (await import('exceljs')).default;

async function readXlsx(bytes: Buffer): Promise<ContactsFile> {
  await checkUnpackedSize(bytes);
  const sheet = sheetCollector();
  const excel = await loadExcel();
  const reader = new excel.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let sheets = 0;
  try {
    for await (const worksheet of reader) {
      sheets += 1;
      for await (const row of worksheet) sheet.add(row.number, rowCells(row.values));
      break; // the first worksheet only
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw unreadable();
  }
  // A zip that is not a workbook (a .docx renamed, say) has no worksheet.
  if (sheets === 0) throw unreadable();
  return sheet.done();
}

/** CSV from Excel in China is often GB18030 (GBK); UTF-8, with or without BOM, is tried first. */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

async function readCsv(bytes: Buffer): Promise<ContactsFile> {
  if (bytes.includes(0)) throw unreadable();
  const sheet = sheetCollector();
  const excel = await loadExcel();
  const workbook = new excel.Workbook();
  let worksheet: ExcelJS.Worksheet;
  try {
    worksheet = await workbook.csv.read(Readable.from([decodeText(bytes)]), {
      map: (value: unknown) => value,
    });
  } catch {
    throw unreadable();
  }
  worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    sheet.add(rowNumber, rowCells(row.values));
  });
  return sheet.done();
}

const isZip = (bytes: Buffer) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03;

/**
 * Reads an import file (.xlsx by its bytes, .csv by its name) into rows; a file that cannot be
 * read — wrong type, corrupt, no 手机号 column, too many rows — is refused whole with a Chinese
 * message, before anything is written.
 */
export async function readContactsFile(bytes: Buffer, fileName: string): Promise<ContactsFile> {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (isZip(bytes)) return readXlsx(bytes);
  if (extension === 'xlsx') throw unreadable();
  if (extension === 'csv') return readCsv(bytes);
  throw unreadable(contactMessages.fileType);
}
