import { declaredAccess } from './access';
import { requireOperation } from './contract';
import { probesFlow } from './probes';
import type { Flow, FlowCaller, FlowHost, StepRequest } from './flowTypes';

/**
 * The `--mutating` flows: create → see it listed → update → see the change → delete → see it gone, on data the
 * flow creates itself (titles carry the run id). A failing step does not stop the flow from deleting what it
 * created, and a `finally` sends the delete if the flow stopped before it (a delete that was sent and failed is
 * not sent again: mutating calls are never retried). Nothing else is ever updated or deleted: ids come only from
 * the flow's own create answers or from list records carrying the flow's unique title.
 *
 * 1. announcement (admin with `announcement_admin`): POST, list, PUT, list, DELETE, list on
 *    `/api/admin/announcement`; the announcement is created hidden (status 1), so visitors never see it.
 * 2. tag (admin with role root or problem_admin): POST/PUT/DELETE `/api/admin/tag`, checked against
 *    `GET /api/get-all-problem-tags`.
 * 3. discussion (user with `discussion_add`, only when the public discussion switch is on): POST, list (the
 *    user's own, by keyword), detail, PUT, then a comment on it (POST `/api/comment`, listed by
 *    `GET /api/comments`, DELETE `/api/comment`), then DELETE `/api/discussion`, list. The server may refuse to
 *    create a post or comment for reasons of its own configuration (minimum accepted problems, daily limits):
 *    that skips the rest of the flow instead of failing it.
 */

type Rec = Record<string, unknown>;

const recordsOf = (data: unknown, at?: string): Rec[] => {
  const node = at ? (data as Rec | null)?.[at] : data;
  const list = Array.isArray(node) ? node : (node as Rec | null)?.records;
  return Array.isArray(list) ? list.filter((r): r is Rec => typeof r === 'object' && r !== null) : [];
};

/** Records the flow as skipped when the caller is missing or not allowed; returns the caller otherwise. */
function callerFor(
  host: FlowHost,
  flow: string,
  who: 'admin' | 'user',
  opId: string,
): FlowCaller | undefined {
  const caller = host[who];
  if (!caller) {
    host.note(flow, opId, 'skipped', `flow ${flow}: needs --${who} credentials`);
    return undefined;
  }
  const access = declaredAccess(requireOperation(opId), caller.principal);
  if (!access.allowed) {
    host.note(flow, opId, 'skipped', `flow ${flow}: ${who} ${caller.name} ${access.reason}`);
    return undefined;
  }
  return caller;
}

/** Lists and checks that exactly the flow's item is (or is no longer) there. */
async function checkListed(
  host: FlowHost,
  flow: string,
  caller: FlowCaller,
  opId: string,
  request: StepRequest,
  match: (record: Rec) => boolean,
  expectation: { present: boolean; what: string; at?: string },
): Promise<Rec | undefined> {
  const listed = await host.step(flow, caller, opId, request, expectation.what, { quiet: true });
  if (!listed.ok) return undefined;
  const found = recordsOf(listed.data, expectation.at).find(match);
  const ok = expectation.present ? found !== undefined : found === undefined;
  host.note(
    flow,
    opId,
    ok ? 'passed' : 'failed',
    `flow ${flow}: ${expectation.what}${ok ? '' : ' — not so'}`,
  );
  return found;
}

/** What one create → list → update → list → delete → list flow needs to know about its kind of item. */
interface ListedItemFlow {
  name: string;
  /** Singular noun for the step texts ("announcement", "tag"). */
  noun: string;
  who: 'admin' | 'user';
  ops: { create: string; list: string; update: string; remove: string };
  list: StepRequest;
  /** The unique title or name the flow creates; it is how the item is found again. */
  label(runId: string): string;
  create(label: string, caller: FlowCaller): { request: StepRequest; what: string };
  /** Where the label is in a listed record (`title`, `name`). */
  labelField: string;
  /** Some servers answer the create with the new id; otherwise the list finds it by label. */
  idFromCreate?: boolean;
  rename(label: string): string;
  update(id: number, renamed: string): StepRequest;
  updateWhat: string;
  remove(id: number): StepRequest;
}

/**
 * A flow over one kind of item that a list can show. A failing step still lets the flow delete what it made; a
 * delete that was sent is never sent again.
 */
function listedItemFlow(spec: ListedItemFlow): Flow {
  const { name: flow, noun, ops } = spec;
  return {
    name: flow,
    operations: [ops.create, ops.list, ops.update, ops.remove],
    async run(host) {
      const caller = callerFor(host, flow, spec.who, ops.create);
      if (!caller) return;
      const label = spec.label(host.runId);
      const hasLabel = (wanted: string) => (r: Rec) => r[spec.labelField] === wanted;
      let id: number | undefined;
      let deleteSent = false;
      try {
        const create = spec.create(label, caller);
        const created = await host.step(flow, caller, ops.create, create.request, create.what);
        if (!created.ok) return;
        const answered = spec.idFromCreate ? (created.data as Rec | null)?.id : undefined;
        const found = await checkListed(
          host,
          flow,
          caller,
          ops.list,
          spec.list,
          (r) => (typeof answered === 'number' ? r.id === answered : hasLabel(label)(r)),
          { present: true, what: `the new ${noun} "${label}" is listed` },
        );
        const listedId = typeof answered === 'number' ? answered : found?.id;
        if (typeof listedId !== 'number') {
          host.note(
            flow,
            ops.remove,
            'failed',
            `flow ${flow}: cannot find "${label}" to delete it; remove it by hand`,
          );
          return;
        }
        id = listedId;
        const renamed = spec.rename(label);
        const updated = await host.step(
          flow,
          caller,
          ops.update,
          spec.update(id, renamed),
          `${spec.updateWhat} ${id}`,
        );
        if (updated.ok) {
          const current = id;
          await checkListed(
            host,
            flow,
            caller,
            ops.list,
            spec.list,
            (r) => r.id === current && hasLabel(renamed)(r),
            {
              present: true,
              what: `${noun} ${id} is listed with the new ${spec.labelField}`,
            },
          );
        }
        deleteSent = true;
        const removed = await host.step(flow, caller, ops.remove, spec.remove(id), `delete ${noun} ${id}`);
        if (removed.ok) {
          const gone = id;
          await checkListed(host, flow, caller, ops.list, spec.list, (r) => r.id === gone, {
            present: false,
            what: `${noun} ${id} is gone from the list`,
          });
        }
      } finally {
        if (id !== undefined && !deleteSent) {
          await host.step(flow, caller, ops.remove, spec.remove(id), `clean-up: delete ${noun} ${id}`);
        }
      }
    },
  };
}

const ANNOUNCEMENT_TEXT =
  'Created by the contract conformance suite; it deletes this announcement at the end of its run.';

const announcementFlow = listedItemFlow({
  name: 'announcement',
  noun: 'announcement',
  who: 'admin',
  ops: {
    create: 'addAdminAnnouncement',
    list: 'getAdminAnnouncementList',
    update: 'updateAdminAnnouncement',
    remove: 'deleteAdminAnnouncement',
  },
  list: { query: { currentPage: 1, limit: 50 } },
  label: (runId) => `contract-check ${runId}`,
  labelField: 'title',
  create: (title, caller) => ({
    // hoj-vue sends the admin's uid: without it a real HOJ saves an announcement with no publisher.
    request: {
      body: { title, content: ANNOUNCEMENT_TEXT, status: 1, ...(caller.uid ? { uid: caller.uid } : {}) },
    },
    what: 'create a hidden announcement',
  }),
  rename: (title) => `${title} (updated)`,
  update: (id, title) => ({ body: { id, title, content: ANNOUNCEMENT_TEXT, status: 1 } }),
  updateWhat: 'update announcement',
  remove: (id) => ({ query: { aid: id } }),
});

const tagFlow = listedItemFlow({
  name: 'tag',
  noun: 'tag',
  who: 'admin',
  ops: {
    create: 'addAdminTag',
    list: 'getAllProblemTagsList',
    update: 'updateAdminTag',
    remove: 'deleteAdminTag',
  },
  list: { query: { oj: 'ME' } },
  label: (runId) => `contract-check-${runId}`,
  labelField: 'name',
  idFromCreate: true,
  create: (name) => ({ request: { body: { name, color: '#808080', oj: 'ME' } }, what: `create tag ${name}` }),
  rename: (name) => `${name}-renamed`,
  update: (id, name) => ({ body: { id, name, color: '#2d8cf0', oj: 'ME' } }),
  updateWhat: 'rename tag',
  remove: (id) => ({ query: { tid: id } }),
});

const discussionFlow: Flow = {
  name: 'discussion',
  operations: [
    'addDiscussion',
    'getDiscussionList',
    'getDiscussion',
    'updateDiscussion',
    'addComment',
    'getComments',
    'deleteComment',
    'removeDiscussion',
  ],
  async run(host) {
    const flow = this.name;
    if (host.switches.PUBLIC_DISCUSSION === false) {
      host.note(flow, 'addDiscussion', 'skipped', `flow ${flow}: the public discussion switch is off`);
      return;
    }
    const caller = callerFor(host, flow, 'user', 'addDiscussion');
    if (!caller) return;
    const categories = await host.step(
      flow,
      caller,
      'getDiscussionCategory',
      {},
      'read the discussion categories',
      { quiet: true },
    );
    const categoryId = categories.ok ? recordsOf(categories.data)[0]?.id : undefined;
    if (typeof categoryId !== 'number') {
      host.note(flow, 'addDiscussion', 'skipped', `flow ${flow}: no discussion category to post in`);
      return;
    }
    const title = `contract-check ${host.runId}`;
    const text = 'Posted by the contract conformance suite; it deletes this post at the end of its run.';
    const mine = { query: { onlyMine: true, keyword: title, currentPage: 1, limit: 50 } };
    let did: number | undefined;
    let removeSent = false;
    let commentId: number | undefined;
    let commentDeleteSent = false;
    try {
      const created = await host.step(
        flow,
        caller,
        'addDiscussion',
        { body: { title, description: text, content: text, categoryId, topPriority: false } },
        'post a discussion',
        { refusalSkips: true },
      );
      if (!created.ok) return;
      const found = await checkListed(
        host,
        flow,
        caller,
        'getDiscussionList',
        mine,
        (r) => r.title === title,
        {
          present: true,
          what: `the new discussion "${title}" is among the user's own`,
        },
      );
      if (typeof found?.id !== 'number') {
        host.note(
          flow,
          'removeDiscussion',
          'failed',
          `flow ${flow}: cannot find "${title}" to delete it; remove it by hand`,
        );
        return;
      }
      const id = found.id;
      did = id;
      const detail = await host.step(
        flow,
        caller,
        'getDiscussion',
        { query: { did: id } },
        `read discussion ${id}`,
        { quiet: true },
      );
      if (detail.ok) {
        const same = (detail.data as Rec | null)?.title === title;
        host.note(
          flow,
          'getDiscussion',
          same ? 'passed' : 'failed',
          `flow ${flow}: discussion ${id} reads back${same ? '' : ' with another title'}`,
        );
      }
      const renamed = `${title} (updated)`;
      await host.step(
        flow,
        caller,
        'updateDiscussion',
        { body: { id, title: renamed, description: text, content: text, categoryId } },
        `edit discussion ${id}`,
      );
      const comment = await host.step(
        flow,
        caller,
        'addComment',
        { body: { did: id, content: `comment ${host.runId}` } },
        `comment on discussion ${id}`,
        {
          refusalSkips: true,
        },
      );
      const newId = comment.ok ? (comment.data as Rec | null)?.id : undefined;
      if (typeof newId === 'number') {
        commentId = newId;
        await checkListed(host, flow, caller, 'getComments', { query: { did: id } }, (r) => r.id === newId, {
          present: true,
          what: `comment ${newId} is listed under discussion ${id}`,
          at: 'commentList',
        });
        commentDeleteSent = true;
        await host.step(
          flow,
          caller,
          'deleteComment',
          { body: { id: newId, did: id } },
          `delete comment ${newId}`,
        );
      } else if (comment.ok) {
        host.note(flow, 'addComment', 'failed', `flow ${flow}: the comment answer has no id`);
      }
      removeSent = true;
      const dropped = await host.step(
        flow,
        caller,
        'removeDiscussion',
        { query: { did: id } },
        `delete discussion ${id}`,
      );
      if (dropped.ok) {
        await checkListed(host, flow, caller, 'getDiscussionList', mine, (r) => r.id === id, {
          present: false,
          what: `discussion ${id} is gone from the user's own`,
        });
      }
    } finally {
      if (commentId !== undefined && !commentDeleteSent && did !== undefined) {
        await host.step(
          flow,
          caller,
          'deleteComment',
          { body: { id: commentId, did } },
          `clean-up: delete comment ${commentId}`,
        );
      }
      if (did !== undefined && !removeSent) {
        await host.step(
          flow,
          caller,
          'removeDiscussion',
          { query: { did } },
          `clean-up: delete discussion ${did}`,
        );
      }
    }
  },
};

export const FLOWS: readonly Flow[] = [announcementFlow, tagFlow, discussionFlow, probesFlow];
