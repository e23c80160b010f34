import { dateTimeFormat, numberFormat } from './intlCache';

describe('intlCache', () => {
  it('gives back the same formatter for the same locale and options, another for others', () => {
    const percent = numberFormat('en-US', { style: 'percent' });
    expect(numberFormat('en-US', { style: 'percent' })).toBe(percent);
    expect(numberFormat('zh-CN', { style: 'percent' })).not.toBe(percent);
    expect(numberFormat('en-US', { maximumFractionDigits: 0 })).not.toBe(percent);
    expect(percent.format(0.25)).toBe('25%');
  });

  it('formats dates with the options it was asked for', () => {
    const day = dateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    });
    expect(day).toBe(
      dateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }),
    );
    expect(day.format(new Date(Date.UTC(2026, 10, 27)))).toBe('11/27/2026');
  });
});
