import { portalPostPath } from './portalLink';

describe('portalPostPath', () => {
  it('leads to the public board’s page for a site-wide post', () => {
    expect(portalPostPath({ id: 12, gid: null })).toBe('/discussion-detail/12');
    expect(portalPostPath({ id: 12 })).toBe('/discussion-detail/12');
  });

  it('leads into the group for a group’s post', () => {
    expect(portalPostPath({ id: 14, gid: 1 })).toBe('/group/1/discussion-detail/14');
  });
});
