import { render, screen, waitFor } from '@testing-library/react';

describe("Testing Library's element errors in these tests", () => {
  it('leave the document out of a failed poll, which the next poll throws away', async () => {
    render(<p>present</p>);
    const seen: string[] = [];
    await waitFor(() => {
      try {
        screen.getByText('absent');
      } catch (error) {
        seen.push((error as Error).message);
        if (seen.length < 2) throw error;
      }
    });
    expect(seen[0]).toMatch(/Unable to find an element with the text: absent/);
    expect(seen[0]).not.toMatch(/<body>/);
  });

  it('still show the document when a wait gives up, as it was at that moment', async () => {
    render(<p>present</p>);
    const failed = await waitFor(() => screen.getByText('absent'), { timeout: 60, interval: 20 }).catch(
      (error: unknown) => error as Error,
    );
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).message).toMatch(/Unable to find an element with the text: absent/);
    expect((failed as Error).message).toMatch(/<body>[\s\S]*present/);
  });

  it("still show the document when a query in the test's own code fails", () => {
    render(<p>present</p>);
    expect(() => screen.getByText('absent')).toThrow(/<body>[\s\S]*present/);
  });
});
