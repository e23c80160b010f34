import { act, render, screen } from '@testing-library/react';
import { clearToasts, showToast } from '@portal/shared/toast/toastStore';
import { ToastRegion } from './ToastRegion';

describe('ToastRegion', () => {
  afterEach(() => act(() => clearToasts()));

  it('puts a success into a polite live region that was on the page before it', () => {
    render(<ToastRegion />);
    const region = screen.getByRole('region', { name: /notifications|通知/i });
    const live = region.querySelector('[aria-live="polite"]');
    expect(live).not.toBeNull();
    expect(live).toBeEmptyDOMElement();

    act(() => showToast('success', 'Comment posted'));
    expect(live).toHaveTextContent('Comment posted');
    expect(region.querySelector('[aria-live="polite"]')).toBe(live);
  });

  it('shows an error as an alert outside the polite region, so it is announced at once and only once', () => {
    render(<ToastRegion />);
    act(() => showToast('error', 'The server is not answering'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The server is not answering');
    expect(alert.closest('[aria-live]')).toBeNull();
  });
});
