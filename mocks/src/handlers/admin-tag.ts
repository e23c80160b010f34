import { clock } from '../clock';
import { db, nextId } from '../db';
import { intField, readObject, stringField, type JsonObject } from '../http/body';
import { ApiFailure, integrityViolation } from '../http/failure';
import { operation } from '../http/operation';
import { requiredIntParam } from '../http/params';
import { messages } from '../messages';
import type { TagClassificationRow, TagRow } from '../model';
import { TAG_JUDGES, toTag, toTagClassification } from '../views';

/**
 * The judge a tag or classification belongs to. The backend stores any text; the contract (and so every answer)
 * knows only `ME` and the remote judges, so the mock refuses the rest.
 */
function judgeOf(body: JsonObject, fallback: string | null): string | null {
  const oj = stringField(body, 'oj');
  if (oj === null) return fallback;
  if (!TAG_JUDGES.some((j) => j === oj)) throw new ApiFailure(400, messages.judgeInvalid);
  return oj;
}

/** Classifications of one judge by `rank` (MySQL puts null first), or every one, unordered, for `ALL`. */
export function classificationsOf(oj: string): TagClassificationRow[] {
  if (oj === 'ALL') return [...db.tagClassifications];
  return db.tagClassifications
    .filter((c) => c.oj === oj)
    .sort((a, b) => (a.rank ?? -1) - (b.rank ?? -1) || a.id - b.id);
}

export const adminTagHandlers = [
  // Roles root or problem_admin (x-roles), not admin: HTTP 403 for everybody else.
  operation('addAdminTag', 'required', async ({ request }) => {
    const body = await readObject(request);
    const name = stringField(body, 'name');
    // The tag table's `oj` defaults to ME when the insert leaves it out. Name, judge and group are unique.
    const oj = judgeOf(body, 'ME') ?? 'ME';
    const gid = intField(body, 'gid');
    if (db.tags.some((t) => t.name === name && t.oj === oj && t.gid === gid))
      throw new ApiFailure(400, messages.tagExists);
    if (name === null) throw integrityViolation();
    const now = clock.now();
    const row: TagRow = {
      id: nextId('tags'),
      name,
      color: stringField(body, 'color'),
      oj,
      gid,
      tcid: intField(body, 'tcid'),
      gmtCreate: now,
      gmtModified: now,
    };
    db.tags.push(row);
    return { data: toTag(row) };
  }),

  // `updateById`: only the fields sent non-null change, so a tag cannot be unclassified by sending tcid null.
  operation('updateAdminTag', 'required', async ({ request }) => {
    const body = await readObject(request);
    const id = intField(body, 'id');
    const row = db.tags.find((t) => t.id === id);
    if (!row) throw new ApiFailure(400, messages.tagUpdateFailed);
    const changed = {
      oj: judgeOf(body, row.oj) ?? row.oj,
      name: stringField(body, 'name') ?? row.name,
      gid: intField(body, 'gid') ?? row.gid,
    };
    // The service checks nothing here; the table's unique key refuses a second tag of that name.
    if (
      db.tags.some(
        (t) => t !== row && t.name === changed.name && t.oj === changed.oj && t.gid === changed.gid,
      )
    )
      throw integrityViolation();
    const color = stringField(body, 'color');
    const tcid = intField(body, 'tcid');
    Object.assign(row, changed);
    row.color = color ?? row.color;
    row.tcid = tcid ?? row.tcid;
    row.gmtModified = clock.now();
    return { data: null };
  }),

  operation('deleteAdminTag', 'required', ({ url }) => {
    const tid = requiredIntParam(url, 'tid');
    const index = db.tags.findIndex((t) => t.id === tid);
    if (index < 0) throw new ApiFailure(400, messages.deleteFailed);
    db.tags.splice(index, 1);
    return { data: null };
  }),

  operation('getAdminTagClassification', 'required', ({ url }) => {
    const oj = (url.searchParams.get('oj') ?? 'ME').toUpperCase();
    return { data: classificationsOf(oj).map(toTagClassification) };
  }),

  operation('addAdminTagClassification', 'required', async ({ request }) => {
    const body = await readObject(request);
    const name = stringField(body, 'name');
    const oj = judgeOf(body, null);
    if (db.tagClassifications.some((c) => c.name === name && c.oj === oj))
      throw new ApiFailure(400, messages.tagClassificationExists);
    // Both columns are NOT NULL without a default.
    if (name === null || oj === null) throw integrityViolation();
    const now = clock.now();
    const row: TagClassificationRow = {
      id: nextId('tagClassifications'),
      name,
      oj,
      rank: intField(body, 'rank'),
      gmtCreate: now,
      gmtModified: now,
    };
    db.tagClassifications.push(row);
    return { data: toTagClassification(row) };
  }),

  operation('updateAdminTagClassification', 'required', async ({ request }) => {
    const body = await readObject(request);
    const id = intField(body, 'id');
    const row = db.tagClassifications.find((c) => c.id === id);
    if (!row) throw new ApiFailure(400, messages.tagUpdateFailed);
    const oj = judgeOf(body, row.oj) ?? row.oj;
    const name = stringField(body, 'name') ?? row.name;
    row.rank = intField(body, 'rank') ?? row.rank;
    row.oj = oj;
    row.name = name;
    row.gmtModified = clock.now();
    return { data: null };
  }),

  // The tags of a deleted classification become unclassified (foreign key ON DELETE SET NULL).
  operation('deleteAdminTagClassification', 'required', ({ url }) => {
    const tcid = requiredIntParam(url, 'tcid');
    const index = db.tagClassifications.findIndex((c) => c.id === tcid);
    if (index < 0) throw new ApiFailure(400, messages.deleteFailed);
    db.tagClassifications.splice(index, 1);
    for (const tag of db.tags) if (tag.tcid === tcid) tag.tcid = null;
    return { data: null };
  }),
];
