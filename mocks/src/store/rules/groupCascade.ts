import { announcements } from '../schema/announcements';
import { contests } from '../schema/contests';
import { discussions } from '../schema/discussions';
import { markdownImages } from '../schema/files';
import { groupMembers, groupMemberKey, groups } from '../schema/groups';
import { submissions } from '../schema/judge';
import { problemTags, problems, tags } from '../schema/problems';
import { trainingCategories, trainingCategoryLinks, trainings } from '../schema/trainings';
import { removeContest } from './contestCascade';
import { removeDiscussions } from './discussionCascade';
import { removeProblem } from './problemCascade';
import { removeTraining } from './trainingCascade';

/**
 * Disbands a group with what the database removes with it: every table that points at `group.id` does so with
 * ON DELETE CASCADE (members, announcements, contests with everything of theirs, problems, tags, trainings and
 * their categories, discussions, submissions), except the uploaded files, which only forget the group. A problem
 * the group made public keeps its `gid` on the server, so it goes too.
 */
export function removeGroup(gid: number): void {
  for (const member of groupMembers.where('gid', gid))
    groupMembers.delete(groupMemberKey(member.gid, member.uid));
  for (const announcement of announcements.where('gid', gid)) announcements.delete(announcement.id);
  for (const contest of contests.filter((c) => c.gid === gid)) removeContest(contest);
  for (const problem of problems.filter((p) => (p.gid ?? p.formerGid ?? null) === gid))
    removeProblem(problem);
  for (const tag of tags.filter((t) => t.gid === gid)) {
    for (const link of problemTags.where('tid', tag.id)) problemTags.delete(`${link.pid}:${link.tid}`);
    tags.delete(tag.id);
  }
  for (const training of trainings.where('gid', gid)) removeTraining(training.id);
  for (const category of trainingCategories.filter((c) => c.gid === gid)) {
    for (const link of trainingCategoryLinks.where('cid', category.id))
      trainingCategoryLinks.delete(link.tid);
    trainingCategories.delete(category.id);
  }
  removeDiscussions(discussions.filter((d) => d.gid === gid).map((d) => d.id));
  for (const submission of submissions.filter((s) => s.gid === gid)) submissions.delete(submission.submitId);
  for (const image of markdownImages.values()) if (image.gid === gid) image.gid = null;
  groups.delete(gid);
}
