import { judgeStatusTable } from '@hoj/core/domain/judgeStatus';
import { statusGuideOrder } from './statusGuide';

it('the guide lists every judge status once', () => {
  const statuses = Object.keys(judgeStatusTable).map(Number);
  expect([...statusGuideOrder].sort((a, b) => a - b)).toEqual(statuses.sort((a, b) => a - b));
});
