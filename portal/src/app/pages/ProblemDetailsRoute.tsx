import { loadProblemDetailsPage } from '@portal/features/problems';
import { loadMySubmissionsPanel } from '@portal/features/submissions';

/**
 * Every problem page (bank, contest, training, group and their full-screen twins) with the reader's
 * submissions panel in its "my submissions" tab. Both chunks are fetched side by side and the page renders
 * once both are there, so opening the tab never waits for code.
 */
export async function loadProblemDetailsRoute() {
  const [{ ProblemDetailsPage }, { MySubmissionsPanel }] = await Promise.all([
    loadProblemDetailsPage(),
    loadMySubmissionsPanel(),
  ]);
  function ProblemDetailsRoute() {
    return <ProblemDetailsPage renderMySubmissions={(args) => <MySubmissionsPanel {...args} />} />;
  }
  return { ProblemDetailsRoute };
}
