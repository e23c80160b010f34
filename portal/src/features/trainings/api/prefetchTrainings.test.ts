import { QueryClient } from '@tanstack/react-query';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { resetPortal } from '@portal/test/renderApp';
import { trainingListQuery } from './trainingListQueries';
import { trainingQuery } from './trainingQueries';
import { prefetchTraining, prefetchTrainingList } from './prefetchTrainings';

installMockServer();

beforeEach(() => resetPortal());

describe('training prefetches', () => {
  it('fill the entry the list page reads for the address’s filters', async () => {
    const client = new QueryClient();
    await prefetchTrainingList(client, new URLSearchParams('categoryId=3&currentPage=1'));
    const page = client.getQueryData(
      trainingListQuery({ currentPage: 1, keyword: '', categoryId: 3, auth: null }, '').queryKey,
    );
    expect(page?.records.map((training) => training.title)).toEqual([
      'Dynamic programming basics',
      'Graph theory I',
      '搜索与回溯',
    ]);
  });

  it('ask for a training only for a signed-in user, and only for a real id', async () => {
    const client = new QueryClient();
    await prefetchTraining(client, '7');
    expect(client.getQueryData(trainingQuery(7).queryKey)).toBeUndefined();
    await loginAs('alice');
    await prefetchTraining(client, '7x');
    await prefetchTraining(client, '7');
    expect(client.getQueryData(trainingQuery(7).queryKey)?.title).toBe('校队集训：字符串专题');
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });
});
