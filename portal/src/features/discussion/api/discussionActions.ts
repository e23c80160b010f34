import type { Discussion, DiscussionReport } from '@generated/model/index';
import { api } from '@hoj/core/http/client';

/**
 * The writes of a post (void calls: the request layer rejects any answer whose body status is not 200). A group's posts have calls of their own; the site's admins moderate (and edit or delete
 * other people's posts) through the admin calls, which the public ones refuse them.
 */

export async function createDiscussion(body: Discussion): Promise<void> {
  if (body.gid != null) await api.POST('/api/group/discussion', { body });
  else await api.POST('/api/discussion', { body });
}

export type Channel = 'public' | 'group' | 'admin';

export async function updateDiscussion(channel: Channel, body: Discussion): Promise<void> {
  if (channel === 'admin') await api.PUT('/api/admin/discussion', { body });
  else if (channel === 'group') await api.PUT('/api/group/discussion', { body });
  else await api.PUT('/api/discussion', { body });
}

export async function deleteDiscussion(channel: Channel, did: number): Promise<void> {
  if (channel === 'admin') await api.DELETE('/api/admin/discussion', { body: [did] });
  else if (channel === 'group') await api.DELETE('/api/group/discussion', { params: { query: { did } } });
  else await api.DELETE('/api/discussion', { params: { query: { did } } });
}

/** Pins or unpins, bans (1) or lets it be seen again (0): the fields sent are the only ones changed. */
export async function moderateDiscussion(
  did: number,
  change: { topPriority: boolean } | { status: 0 | 1 },
): Promise<void> {
  await api.PUT('/api/admin/discussion', { body: { id: did, ...change } });
}

export async function reportDiscussion(body: DiscussionReport): Promise<void> {
  await api.POST('/api/discussion-report', { body });
}
