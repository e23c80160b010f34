import { render, screen } from '@testing-library/react';
import { CountBadge, badgeText } from './CountBadge';

describe('CountBadge', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('shows %i as %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });

  it('shows the capped number but tells screen readers the exact count', () => {
    render(
      <button type="button">
        Menu <CountBadge count={150} label="150 unread messages" />
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Menu 150 unread messages' });
    expect(button).toHaveTextContent('99+');
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders nothing for zero', () => {
    const { container } = render(<CountBadge count={0} label="0 unread messages" />);
    expect(container).toBeEmptyDOMElement();
  });
});
