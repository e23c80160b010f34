import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { isGroupRoot, isSiteRoot, liveGroup } from '../store/queries/groups';
import { problemGroupOf, setPublicApplication } from '../store/rules/groupProblemApplication';
import { problems } from '../store/schema/problems';
import { groupMessages } from './texts';

export const applyPublicHandlers = [
  // The problem's author, the group's level-5 members and root ask for (or withdraw) a place in the public set;
  // site admins decide in the back office.
  operation('applyGroupPublic', 'required', ({ query, user }) => {
    const problem = problems.get(query.requiredInt('pid'));
    const applied = query.requiredBool('isApplied');
    if (!problem) throw new ApiFailure(404, groupMessages.problemMissing);
    const gid = problemGroupOf(problem);
    if (gid === null) throw new ApiFailure(403, groupMessages.problemOutside);
    if (!liveGroup(gid, user)) throw new ApiFailure(404, groupMessages.applyGroupMissing);
    if (problem.author !== user.username && !isSiteRoot(user) && !isGroupRoot(gid, user.uid))
      throw new ApiFailure(403, messages.noPermissionToOperate);
    setPublicApplication(problem, applied);
    return { data: null };
  }),
];
