import type { UserRow } from '@hoj/mocks/store/schema/accounts';
import type { GroupProblemFields, RequestBody } from '@hoj/mocks/store/groupEditorHooks';
import type { ProblemRow } from '@hoj/mocks/store/schema/problems';
import { readProblemDto, type ProblemDtoBody, type ProblemDtoInput } from './problemBody';
import type { BodyReader } from '@hoj/mocks/http/request';
import { addProblem, writeProblemEdit } from './problemWrites';

/**
 * A group's problem editor saves through the problem bank's rules, as HOJ's group services call the bank's
 * entity service: the group decides the display id (its short name in front), the group, and for a contest's
 * own problem its auth; new tags made by name become the group's.
 */

/** The body as the group's call read it: the same `ProblemDTO` the back office sends. */
const dtoOf = (body: RequestBody): ProblemDtoInput => readProblemDto(body as BodyReader<ProblemDtoBody>);

function withGroup(dto: ProblemDtoInput, fixed: GroupProblemFields): ProblemDtoInput {
  if (dto.problem === null) return dto;
  const problem = { ...dto.problem, problemId: fixed.problemId, isGroup: true, gid: fixed.gid };
  return { ...dto, problem: fixed.auth === undefined ? problem : { ...problem, auth: fixed.auth } };
}

export function addProblemFromBody(
  body: RequestBody,
  caller: UserRow,
  fixed: GroupProblemFields,
): ProblemRow {
  return addProblem(withGroup(dtoOf(body), fixed), caller, fixed.gid);
}

export function updateProblemFromBody(body: RequestBody, caller: UserRow, fixed: GroupProblemFields): void {
  writeProblemEdit(withGroup(dtoOf(body), fixed), caller, fixed.gid);
}
