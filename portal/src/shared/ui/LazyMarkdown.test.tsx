import { render, screen } from '@testing-library/react';
import { LazyMarkdown } from './LazyMarkdown';

describe('LazyMarkdown', () => {
  // First in the file: it needs the renderer not yet loaded, as on a page's first visit.
  it('keeps that text as one element until the formatted view replaces it (a page measures it as drawn once)', async () => {
    render(<LazyMarkdown source={'We meet on **Thursdays**.'} textWhileLoading />);
    const placeholder = screen.getByText('We meet on Thursdays.');
    const shown = new Set<Element>();
    const observer = new MutationObserver(() => {
      const text = document.querySelector('.lazy-markdown__text');
      if (text) shown.add(text);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    expect((await screen.findByText('Thursdays')).tagName).toBe('STRONG');
    observer.disconnect();
    expect([...shown].filter((text) => text !== placeholder)).toEqual([]);
    expect(placeholder).not.toBeInTheDocument();
  });

  it('shows the text without its markers until the renderer has come, then the formatted view', async () => {
    render(<LazyMarkdown source={'## Club\n\nWe meet on **Thursdays**.'} textWhileLoading />);
    expect(screen.getByText(/^Club\s+We meet on Thursdays\.$/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Club' })).toBeInTheDocument();
    expect(screen.getByText('Thursdays').tagName).toBe('STRONG');
  });
});
