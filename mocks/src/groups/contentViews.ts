import type { Problem } from '@generated/model/index';
import { jacksonDate } from '../http/jackson';
import { problemGroupOf } from '../store/rules/groupProblemApplication';
import type { ProblemRow } from '../store/schema/problems';

/**
 * A row of a group admin's problem table: the columns the backend's query selects (id, display id, title,
 * author, creation, last editor, auth, the request to go public and the group); the rest is left out.
 */
export function toGroupAdminProblem(p: ProblemRow): Problem {
  return {
    id: p.id,
    problemId: p.problemId,
    title: p.title,
    author: p.author,
    gmtCreate: jacksonDate(p.gmtCreate),
    modifiedUser: p.modifiedUser ?? p.author,
    auth: p.auth,
    applyPublicProgress: p.applyPublicProgress ?? null,
    gid: problemGroupOf(p),
  };
}
