import type { MockDomain } from '../store/domain';
import { provideHooks } from '../store/hooks';
import { adminProblemHandlers, seedAdminProblems } from './admin';
import { adminTagHandlers } from './adminTagHandlers';
import { contestProblemHandlers } from './contestProblemHandlers';
import { languageHandlers } from './languageHandlers';
import { problemDetailHandlers } from './problemDetailHandlers';
import { problemHandlers } from './problemHandlers';
import { problemListHandlers } from './problemListHandlers';
import { problemStatusHandlers } from './problemStatusHandlers';
import { seedContestProblems } from './seedContestProblems';
import { seedLanguages } from './seedLanguages';
import { seedProblemTags, seedProblems } from './seedProblems';
import { seedTagClassifications, seedTags } from './seedTags';
import { storeStatementImages } from './statementImages';
import { toProblem, toProblemVO, toTag } from './views';
import { problemCaseList, toAdminProblem, toContestProblem } from './admin/adminViews';
import { contestProblemList, saveContestProblem } from './admin/contestProblemHandlers';
import { addProblemFromBody, updateProblemFromBody } from './admin/groupEditor';
import type { BodyOf, BodyReader } from '../http/request';
import {
  contestProblems,
  languages,
  problemTags,
  problems,
  tagClassifications,
  tags,
} from '../store/schema/problems';

provideHooks({
  toProblem,
  toProblemVO,
  toTag,
  toAdminProblem,
  problemCaseList,
  addProblemFromBody,
  updateProblemFromBody,
  contestProblemList,
  toContestProblem,
  saveContestProblemFromBody: (body, cid) =>
    saveContestProblem(body as BodyReader<BodyOf<'setAdminContestProblem'>>, cid),
});

/**
 * Problems: the site's and the remote judges' problems with their statements, tags and tag classifications,
 * languages, and the problems of the seeded contests (by contest id: the contests domain seeds after this one).
 */
export const problemsDomain: MockDomain = {
  name: 'problems',
  seed(ctx) {
    storeStatementImages();
    languages.fill(seedLanguages(ctx));
    tagClassifications.fill(seedTagClassifications(ctx));
    tags.fill(seedTags(ctx, tagClassifications.all()));
    problems.fill(seedProblems(ctx));
    seedAdminProblems();
    problemTags.fill(seedProblemTags(problems.all(), tags.all()));
    contestProblems.fill(seedContestProblems(ctx, (pid) => problems.get(pid)?.title ?? ''));
  },
  handlers: [
    ...problemHandlers,
    ...problemListHandlers,
    ...problemDetailHandlers,
    ...languageHandlers,
    ...problemStatusHandlers,
    ...contestProblemHandlers,
    ...adminTagHandlers,
    ...adminProblemHandlers,
  ],
};
