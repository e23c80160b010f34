import { render, screen } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { ApiError, type ApiErrorKind } from '@hoj/core/http/apiError';
import { MalformedResponseError } from '@hoj/core/parse/lenient';
import { ErrorState } from './states';

function apiError(kind: ApiErrorKind): ApiError {
  return new ApiError({
    url: '/api/x',
    admin: false,
    kind,
    msg: kind,
    httpStatus: null,
    status: null,
    transport: true,
  });
}

describe('ErrorState', () => {
  it.each<ApiErrorKind>(['network', 'timeout', 'server'])(
    'offers a retry after a %s failure',
    async (kind) => {
      const onRetry = jest.fn();
      render(<ErrorState message="Could not load" onRetry={onRetry} error={apiError(kind)} />);
      await setupUser().click(screen.getByRole('button', { name: /retry|重试/i }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    },
  );

  it.each<ApiErrorKind>(['forbidden', 'notFound', 'business', 'unauthorized'])(
    'offers no retry after a %s answer, which would come back the same',
    (kind) => {
      render(<ErrorState message="Could not load" onRetry={jest.fn()} error={apiError(kind)} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  );

  it('keeps the retry for a malformed answer, so one bad panel can be reloaded', () => {
    render(
      <ErrorState
        message="Could not load"
        onRetry={jest.fn()}
        error={new MalformedResponseError('data', 'x')}
      />,
    );
    expect(screen.getByRole('button')).toBeInTheDocument();
  });
});
