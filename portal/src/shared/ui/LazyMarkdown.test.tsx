import { render, screen } from '@testing-library/react';
import { LazyMarkdown } from './LazyMarkdown';

describe('LazyMarkdown', () => {
  it('shows the text without its markers until the renderer has come, then the formatted view', async () => {
    render(<LazyMarkdown source={'## Club\n\nWe meet on **Thursdays**.'} textWhileLoading />);
    expect(screen.getByText(/^Club\s+We meet on Thursdays\.$/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Club' })).toBeInTheDocument();
    expect(screen.getByText('Thursdays').tagName).toBe('STRONG');
  });
});
