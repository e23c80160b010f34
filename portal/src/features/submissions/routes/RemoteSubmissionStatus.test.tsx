import { act, screen, within } from '@testing-library/react';
import { api, unwrap } from '@hoj/core/http/client';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { APLUSB } from '@hoj/mocks/jest/submit';
import { SECOND, clock } from '@hoj/mocks/store/clock';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { loginAs } from '@portal/test/loginAs';

installMockServer();

beforeEach(() => resetPortal());
afterEach(() => {
  jest.useRealTimers();
  clock.unfreeze();
});

describe('a remote-judge submission in the submission list', () => {
  it('shows Submitting (9) as a live state with its label, keeps polling, and ends on the verdict', async () => {
    await loginAs('alice');
    const submitted = await unwrap(
      api.POST('/api/submit-problem-judge', {
        body: { pid: 'HDU-1000', language: 'C++', code: APLUSB, cid: 0, gid: null, isRemote: true },
      }),
    );
    // The mock clock moves only by hand, so each poll sees the phase chosen here.
    clock.freeze();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
    renderApp('/status?onlyMine=true');
    const line = (await screen.findByText(String(submitted.submitId), { selector: 'td' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(line).getByText('Pending')).toBeInTheDocument();

    clock.advance(SECOND);
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(await within(line).findByText('Submitting')).toBeInTheDocument();

    clock.advance(3 * SECOND);
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(await within(line).findByText('Accepted')).toBeInTheDocument();
  });
});
