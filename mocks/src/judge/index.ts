import type { MockDomain } from '../store/domain';
import { aiHelpHandlers } from './aiHelp';
import { seedSubmissions } from './seedSubmissions';
import { statisticsHandlers } from './statistics';
import { submissions } from './tables';

/**
 * Judge and submissions: the seeded submissions behind the rank lists, profiles and home statistics, and the
 * AI hint stream; the simulated judge comes with the submission screens.
 */
export const judgeDomain: MockDomain = {
  name: 'judge',
  seed(ctx) {
    submissions.fill(seedSubmissions(ctx));
  },
  handlers: [...statisticsHandlers, ...aiHelpHandlers],
};
