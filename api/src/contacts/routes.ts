import type { FastifyInstance, FastifyRequest } from 'fastify';
import { codes } from '../contract/codes.ts';
import {
  contactImportFields,
  contactLimits,
  contactMessages,
} from '../contract/schemas/contacts.ts';
import { ApiError } from '../errors.ts';
import { companyOf } from '../http/caller.ts';
import { defineEndpoint } from '../http/define.ts';
import { importContacts } from './import.ts';
import {
  deleteContacts,
  deleteGroup,
  listContacts,
  listGroups,
  saveContact,
  saveGroup,
} from './service.ts';

const invalid = (message: string, status = 400) =>
  new ApiError(codes.invalidRequest, message, status);

/** The parts of an import: the `groupId` field and the `file`. */
async function importParts(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; name: string } | undefined;
  const parts = request.parts({
    limits: { fileSize: contactLimits.importBytes, files: 1, fields: 2, fieldSize: 100 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE'
          ? invalid(contactMessages.fileTooLarge, 413)
          : error;
      });
      if (part.fieldname === 'file') file = { bytes, name: part.filename ?? '' };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  const checked = contactImportFields.safeParse(fields);
  if (!checked.success) throw invalid(checked.error.issues[0]!.message);
  if (!file || file.bytes.length === 0) throw invalid(contactMessages.fileRequired);
  return { groupId: BigInt(checked.data.groupId), file };
}

export async function contactRoutes(app: FastifyInstance) {
  const { db, clock } = app;
  const author = (request: FastifyRequest) => ({
    id: request.session!.user.id,
    companyId: companyOf(request),
  });

  defineEndpoint(app, 'contactGroups', (_input, request) => listGroups(db, companyOf(request)));
  defineEndpoint(app, 'contactSaveGroup', (input, request) =>
    saveGroup(db, author(request), input, clock.now()),
  );
  defineEndpoint(app, 'contactDeleteGroup', async ({ id }, request) => {
    await deleteGroup(db, companyOf(request), BigInt(id));
    return null;
  });
  defineEndpoint(app, 'contactList', (query, request) =>
    listContacts(db, companyOf(request), query),
  );
  defineEndpoint(app, 'contactSave', (input, request) =>
    saveContact(db, companyOf(request), input, clock.now()),
  );
  defineEndpoint(app, 'contactDelete', async ({ ids }, request) => {
    await deleteContacts(db, companyOf(request), ids);
    return null;
  });
  defineEndpoint(app, 'contactImport', async (_input, request) => {
    const companyId = companyOf(request);
    const { groupId, file } = await importParts(request);
    return importContacts(db, companyId, groupId, file, clock.now());
  });
}
