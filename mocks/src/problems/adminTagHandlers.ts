import { ApiFailure, integrityViolation } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import type { BodyReader } from '../http/request';
import { clock } from '../store/clock';
import { tagClassifications, tags } from '../store/schema/problems';
import { classificationsOf } from './tagQueries';
import { TAG_JUDGES, toTag, toTagClassification } from './views';

/** The tag managers' texts (they say 更新 where the others say 修改). */
export const tagMessages = {
  tagUpdateFailed: '更新失败',
  /** Mock guard: the backend stores any text, which no answer of the contract could carry. */
  judgeInvalid: '所属 OJ 只能是 ME 或远程 OJ：HDU、CF、GYM、POJ、SPOJ、AC、LIBRE！',
  tagExists: '该标签名称已存在！请勿重复添加！',
  tagClassificationExists: '该标签分类名称已存在！请勿重复！',
} as const;

/**
 * The judge a tag or classification belongs to. The backend stores any text; the contract (and so every answer)
 * knows only `ME` and the remote judges, so the mock refuses the rest.
 */
function judgeOf(body: BodyReader<{ oj?: unknown }>, fallback: string | null): string | null {
  const oj = body.string('oj');
  if (oj === null) return fallback;
  if (!TAG_JUDGES.some((j) => j === oj)) throw new ApiFailure(400, tagMessages.judgeInvalid);
  return oj;
}

export const adminTagHandlers = [
  // Roles root or problem_admin (x-roles), not admin: HTTP 403 for everybody else.
  operation('addAdminTag', 'required', async (ctx) => {
    const body = await ctx.body();
    const name = body.string('name');
    // The tag table's `oj` defaults to ME when the insert leaves it out. Name, judge and group are unique.
    const oj = judgeOf(body, 'ME') ?? 'ME';
    const gid = body.int('gid');
    if (tags.some((t) => t.name === name && t.oj === oj && t.gid === gid))
      throw new ApiFailure(400, tagMessages.tagExists);
    if (name === null) throw integrityViolation();
    const now = clock.now();
    const row = tags.insert({
      id: tags.nextId(),
      name,
      color: body.string('color'),
      oj,
      gid,
      tcid: body.int('tcid'),
      gmtCreate: now,
      gmtModified: now,
    });
    return { data: toTag(row) };
  }),

  // `updateById`: only the fields sent non-null change, so a tag cannot be unclassified by sending tcid null.
  operation('updateAdminTag', 'required', async (ctx) => {
    const body = await ctx.body();
    const row = tags.get(body.int('id'));
    if (!row) throw new ApiFailure(400, tagMessages.tagUpdateFailed);
    const changed = {
      oj: judgeOf(body, row.oj) ?? row.oj,
      name: body.string('name') ?? row.name,
      gid: body.int('gid') ?? row.gid,
    };
    // The service checks nothing here; the table's unique key refuses a second tag of that name.
    if (
      tags.some((t) => t !== row && t.name === changed.name && t.oj === changed.oj && t.gid === changed.gid)
    )
      throw integrityViolation();
    const color = body.string('color');
    const tcid = body.int('tcid');
    tags.update(row, {
      ...changed,
      color: color ?? row.color,
      tcid: tcid ?? row.tcid,
      gmtModified: clock.now(),
    });
    return { data: null };
  }),

  operation('deleteAdminTag', 'required', ({ query }) => {
    if (!tags.delete(query.requiredInt('tid'))) throw new ApiFailure(400, messages.deleteFailed);
    return { data: null };
  }),

  operation('getAdminTagClassification', 'required', ({ query }) => {
    const oj = (query.raw('oj') ?? 'ME').toUpperCase();
    return { data: classificationsOf(oj).map(toTagClassification) };
  }),

  operation('addAdminTagClassification', 'required', async (ctx) => {
    const body = await ctx.body();
    const name = body.string('name');
    const oj = judgeOf(body, null);
    if (tagClassifications.some((c) => c.name === name && c.oj === oj))
      throw new ApiFailure(400, tagMessages.tagClassificationExists);
    // Both columns are NOT NULL without a default.
    if (name === null || oj === null) throw integrityViolation();
    const now = clock.now();
    const row = tagClassifications.insert({
      id: tagClassifications.nextId(),
      name,
      oj,
      rank: body.int('rank'),
      gmtCreate: now,
      gmtModified: now,
    });
    return { data: toTagClassification(row) };
  }),

  operation('updateAdminTagClassification', 'required', async (ctx) => {
    const body = await ctx.body();
    const row = tagClassifications.get(body.int('id'));
    if (!row) throw new ApiFailure(400, tagMessages.tagUpdateFailed);
    const oj = judgeOf(body, row.oj) ?? row.oj;
    const name = body.string('name') ?? row.name;
    row.rank = body.int('rank') ?? row.rank;
    row.oj = oj;
    row.name = name;
    row.gmtModified = clock.now();
    return { data: null };
  }),

  // The tags of a deleted classification become unclassified (foreign key ON DELETE SET NULL).
  operation('deleteAdminTagClassification', 'required', ({ query }) => {
    const tcid = query.requiredInt('tcid');
    if (!tagClassifications.delete(tcid)) throw new ApiFailure(400, messages.deleteFailed);
    for (const tag of tags.where('tcid', tcid)) tags.update(tag, { tcid: null });
    return { data: null };
  }),
];
