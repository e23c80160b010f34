import { loadProblemDetailsPage } from '@portal/features/problems';
import { loadMySubmissionsPanel } from '@portal/features/submissions';
import { lazyPage } from '../router/lazyPage';

/** Fetched when the "my submissions" tab first opens: most visits only read the statement and write code. */
const MySubmissionsPanel = lazyPage(loadMySubmissionsPanel, 'MySubmissionsPanel');

/**
 * Every problem page (bank, contest, training, group and their full-screen twins) with the reader's
 * submissions panel in its "my submissions" tab.
 */
export async function loadProblemDetailsRoute() {
  const { ProblemDetailsPage } = await loadProblemDetailsPage();
  function ProblemDetailsRoute() {
    return <ProblemDetailsPage renderMySubmissions={(args) => <MySubmissionsPanel {...args} />} />;
  }
  return { ProblemDetailsRoute };
}
