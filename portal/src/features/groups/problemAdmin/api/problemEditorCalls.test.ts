import { withoutGroupPrefix } from './problemEditorCalls';

describe('the display id the group editor shows', () => {
  it("drops the group's short name the server put in front, in whatever case it stored it", () => {
    expect(withoutGroupPrefix('PYCLUB01', 'PyClub')).toBe('01');
    expect(withoutGroupPrefix('CS2401A', 'CS2401')).toBe('A');
  });

  it('keeps an id that does not start with the short name, and any id of a group without one', () => {
    expect(withoutGroupPrefix('P1000', 'PyClub')).toBe('P1000');
    expect(withoutGroupPrefix('PYCLUB01', '')).toBe('PYCLUB01');
  });
});
