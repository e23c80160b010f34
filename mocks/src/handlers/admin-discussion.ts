import { clock } from '../clock';
import { db } from '../db';
import { boolField, intField, readArray, readObject, stringField } from '../http/body';
import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import { messages } from '../messages';
import { removeDiscussions, requireCategory } from './board';

export const adminDiscussionHandlers = [
  // Roles root, admin or problem_admin (x-roles). Every field sent non-null changes: hoj-vue bans and unbans
  // with {id, status} and pins with {id, topPriority}.
  operation('updateAdminDiscussion', 'required', async ({ request }) => {
    const body = await readObject(request);
    const id = intField(body, 'id');
    const row = db.discussions.find((d) => d.id === id);
    if (!row) throw new ApiFailure(400, messages.updateFailed);
    const status = intField(body, 'status');
    // Mock guard: the contract knows only 0 (normal) and 1 (banned).
    if (status !== null && status !== 0 && status !== 1)
      throw new ApiFailure(400, messages.discussionStatusInvalid);
    const categoryId = intField(body, 'categoryId');
    if (categoryId !== null) requireCategory(categoryId);
    const sent = {
      title: stringField(body, 'title'),
      description: stringField(body, 'description'),
      content: stringField(body, 'content'),
      pid: stringField(body, 'pid'),
      topPriority: boolField(body, 'topPriority'),
    };
    row.title = sent.title ?? row.title;
    row.description = sent.description ?? row.description;
    row.content = sent.content ?? row.content;
    row.categoryId = categoryId ?? row.categoryId;
    row.pid = sent.pid ?? row.pid;
    row.topPriority = sent.topPriority ?? row.topPriority;
    row.status = status ?? row.status;
    row.gmtModified = clock.now();
    return { data: null };
  }),

  // A JSON array of discussion ids; fails only when none of them exists.
  operation('removeAdminDiscussion', 'required', async ({ request }) => {
    const ids = (await readArray(request)).map((value) => {
      if (typeof value === 'number' && Number.isInteger(value)) return value;
      if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value)) return Number.parseInt(value, 10);
      throw new ApiFailure(400, messages.badJson, 400);
    });
    if (removeDiscussions(new Set(ids)) === 0) throw new ApiFailure(400, messages.deleteFailed);
    return { data: null };
  }),
];
