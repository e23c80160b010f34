import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazyPage';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPage', () => {
  it('fetches the page once, whether preloaded, rendered or both', async () => {
    const fetchPage = jest.fn(() => Promise.resolve(Greeting));
    const Page = lazyPage(fetchPage);
    await Page.preload();
    await Page.preload();
    render(
      <Suspense fallback="…">
        <Page name="root" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello root')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('renders a page nobody preloaded, like React.lazy', async () => {
    const Page = lazyPage(() => Promise.resolve(Greeting));
    render(
      <Suspense fallback="loading">
        <Page name="admin" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello admin')).toBeInTheDocument();
  });

  it('tries a failed fetch again (offline at start-up, back by the time the page shows)', async () => {
    const fetchPage = jest
      .fn<Promise<typeof Greeting>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const Page = lazyPage(fetchPage);
    await expect(Page.preload()).rejects.toThrow('offline');
    render(
      <Suspense fallback="…">
        <Page name="again" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
