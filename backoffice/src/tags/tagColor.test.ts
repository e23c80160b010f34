import { MIN_CONTRAST, TAG_COLOR_PRESETS, tagLook } from './tagColor';

describe('tagLook', () => {
  it('writes white on dark colours and near-black on light ones, as the portal does', () => {
    expect(tagLook('#303133')?.text).toBe('#ffffff');
    expect(tagLook('#F0F0F0')).toMatchObject({ background: '#f0f0f0', text: '#111827' });
  });

  it('flags a mid-tone whose label is hard to read, and passes the presets that staff use most', () => {
    const murky = tagLook('#7a7a7a');
    expect(murky).not.toBeNull();
    expect(murky?.contrast).toBeLessThan(MIN_CONTRAST);
    expect(tagLook('#303133')?.contrast).toBeGreaterThan(MIN_CONTRAST);
    expect(TAG_COLOR_PRESETS.every((preset) => tagLook(preset) !== null)).toBe(true);
  });

  it('has no look for a colour it cannot read', () => expect(tagLook('not a colour')).toBeNull());
});
