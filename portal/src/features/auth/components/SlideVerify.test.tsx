import { fireEvent, render, screen } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { localeSignal } from '@portal/i18n/locale';
import { SLIDER_MAX, isSolved, randomTarget } from '@hoj/core/domain/slideVerify';
import { SlideVerify } from './SlideVerify';
import '@hoj/core/test/pointerEvent';

// random() = 0.5 puts the gap at 60 + floor(0.5 * 177) = 148.
const HALF = () => 0.5;
const TARGET = randomTarget(HALF);

function renderSlider(random: () => number = HALF) {
  const onVerified = jest.fn();
  render(<SlideVerify onVerified={onVerified} random={random} />);
  const slider = screen.getByRole('slider', { name: 'Puzzle slider' });
  return { onVerified, slider, user: setupUser() };
}

beforeEach(() => {
  localeSignal.value = 'en-US';
});

describe('slide verify', () => {
  it('places the gap at random positions the piece cannot start on', () => {
    expect(TARGET).toBe(148);
    expect(randomTarget(() => 0)).toBeGreaterThan(3);
    expect(randomTarget(() => 0.9999)).toBe(SLIDER_MAX);
    expect(isSolved(145, 148)).toBe(true);
    expect(isSolved(151, 148)).toBe(true);
    expect(isSolved(144, 148)).toBe(false);
    expect(isSolved(152, 148)).toBe(false);
  });

  it('is a labelled slider that explains the keys without giving away where the gap is', async () => {
    const { slider, user, onVerified } = renderSlider();
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', String(SLIDER_MAX));
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).toHaveAccessibleDescription(expect.stringContaining('Enter or Space releases'));
    // Nothing a screen reader reads out names the answer.
    const spoken = `${slider.getAttribute('aria-valuetext')} ${document.body.textContent}`;
    expect(spoken).not.toContain(String(TARGET));
    expect(slider).toHaveAttribute('aria-valuetext', 'Position 0, away from the gap');

    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '3');
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '1');
    await user.keyboard('{PageUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '11');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', String(SLIDER_MAX));
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', String(SLIDER_MAX));
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('passes when released 3 px from the gap (Enter)', async () => {
    const { slider, user, onVerified } = renderSlider();
    slider.focus();
    await user.keyboard(`{PageUp>13/}`);
    expect(slider).toHaveAttribute('aria-valuetext', `Position ${TARGET - 18}, away from the gap`);
    await user.keyboard(`{ArrowRight>3/}`);
    expect(slider).toHaveAttribute('aria-valuetext', `Position ${TARGET - 15}, close to the gap`);
    await user.keyboard(`{ArrowRight>${15 + 3}/}`);
    expect(slider).toHaveAttribute('aria-valuetext', `Position ${TARGET + 3}, on the gap, release now`);
    await user.keyboard('{Enter}');
    expect(onVerified).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Check passed');
    expect(slider).toHaveAttribute('aria-disabled', 'true');
    // A solved puzzle stays solved.
    await user.keyboard('{Home}{Enter}');
    expect(slider).toHaveAttribute('aria-valuenow', String(TARGET + 3));
    expect(onVerified).toHaveBeenCalledTimes(1);
  });

  it("says 'Guess robot' 4 px off (Space) and starts again with a new gap", async () => {
    const targets = [0.5, 0];
    const { slider, user, onVerified } = renderSlider(() => targets.shift() ?? 0);
    slider.focus();
    await user.keyboard(`{PageUp>14/}{ArrowRight>${TARGET - 140 - 4}/}`);
    expect(slider).toHaveAttribute('aria-valuenow', String(TARGET - 4));
    await user.keyboard(' ');
    expect(onVerified).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Guess robot');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).toHaveAttribute('aria-valuetext', 'Position 0, away from the gap');
  });

  it('follows a pointer drag and checks on release', () => {
    const { slider, onVerified } = renderSlider();
    // jsdom has no layout: the track measures 0 wide, so the logical 280 px width applies.
    fireEvent.pointerDown(slider, { pointerId: 1, button: 0, clientX: 10 });
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 10 + 100 });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 10 + TARGET + 2 });
    expect(onVerified).toHaveBeenCalledTimes(1);
  });
});
