import { formDocument, type FormDocumentInput } from '../src/contract/micro-app-form.ts';
import { newId } from '../src/db/ids.ts';
import { miniApps, miniAppVersions } from '../src/db/schema.ts';
import type { TestApp } from './helper.ts';

let codeSeq = 0;

/**
 * A micro-app form of demo_gold's company with a live version, as review leaves it (the endpoints
 * that get it there are tested apart): `versions` passed versions of the document, the last live.
 */
export async function insertLiveForm(t: TestApp, document: FormDocumentInput, versions = 1) {
  const owner = await t.user('demo_gold');
  const id = newId();
  codeSeq += 1;
  const code = `test${String(codeSeq).padStart(6, '0')}abc`;
  const doc = formDocument.parse(document);
  await t.db.insert(miniApps).values({
    id,
    companyId: owner.companyId!,
    createdBy: owner.id,
    code,
    title: doc.title,
    document: doc,
    status: 3,
    reviewVersion: versions,
    liveVersion: versions,
  });
  for (let version = 1; version <= versions; version++) {
    await t.db
      .insert(miniAppVersions)
      .values({ id: newId(), miniAppId: id, version, document: doc });
  }
  return { id, code };
}
