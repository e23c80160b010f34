import type { MockDomain } from '../store/domain';
import { adminTagHandlers } from './adminTagHandlers';
import { seedProblems } from './seedProblems';
import { seedTagClassifications, seedTags } from './seedTags';
import { problems, tagClassifications, tags } from './tables';
import { problemHandlers } from './problemHandlers';

/** Problems: the site's problems, tags and tag classifications; the problem screens will add the rest. */
export const problemsDomain: MockDomain = {
  name: 'problems',
  seed(ctx) {
    tagClassifications.fill(seedTagClassifications(ctx));
    tags.fill(seedTags(ctx, tagClassifications.all()));
    problems.fill(seedProblems(ctx));
  },
  handlers: [...problemHandlers, ...adminTagHandlers],
};
