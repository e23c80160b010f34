import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { listId } from '../http/request';
import { clock } from '../store/clock';
import { removeDiscussions } from '../store/rules/discussionCascade';
import { requireCategory } from './rules';
import { discussions } from '../store/schema/discussions';
import { discussionMessages } from './texts';

export const adminDiscussionHandlers = [
  // Roles root, admin or problem_admin (x-roles). Every field sent non-null changes: hoj-vue bans and unbans
  // with {id, status} and pins with {id, topPriority}.
  operation('updateAdminDiscussion', 'required', async (ctx) => {
    const body = await ctx.body();
    const row = discussions.get(body.int('id'));
    if (!row) throw new ApiFailure(400, messages.updateFailed);
    const status = body.int('status');
    // Mock guard: the contract knows only 0 (normal) and 1 (banned).
    if (status !== null && status !== 0 && status !== 1)
      throw new ApiFailure(400, discussionMessages.discussionStatusInvalid);
    const categoryId = body.int('categoryId');
    if (categoryId !== null) requireCategory(categoryId);
    // Every field is read before any is written: one Jackson cannot bind leaves the row as it was.
    const sent = {
      title: body.string('title'),
      description: body.string('description'),
      content: body.string('content'),
      pid: body.string('pid'),
      topPriority: body.bool('topPriority'),
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
  operation('removeAdminDiscussion', 'required', async (ctx) => {
    const ids = (await ctx.list()).map(listId);
    if (removeDiscussions(new Set(ids)) === 0) throw new ApiFailure(400, messages.deleteFailed);
    return { data: null };
  }),
];
