import { CONTENT_MAX, canDelete, canReply, contentProblem, type Viewer } from './commentRules';

const visitor: Viewer = { uid: null, roles: [] };
const alice: Viewer = { uid: 'alice', roles: ['default_user'] };
const admin: Viewer = { uid: 'admin', roles: ['admin'] };
const problemAdmin: Viewer = { uid: 'pa', roles: ['problem_admin'] };
const root: Viewer = { uid: 'root', roles: ['root'] };

describe('contentProblem', () => {
  it('treats empty and whitespace-only text as empty', () => {
    for (const text of ['', ' ', '\n\t  \n'])
      for (const kind of ['comment', 'reply'] as const) expect(contentProblem(text, kind)).toBe('empty');
  });

  it('allows exactly 10000 characters and refuses one more', () => {
    expect(contentProblem('a'.repeat(CONTENT_MAX), 'comment')).toBeNull();
    expect(contentProblem('a'.repeat(CONTENT_MAX + 1), 'comment')).toBe('tooLong');
    expect(contentProblem('a'.repeat(CONTENT_MAX + 1), 'reply')).toBe('tooLong');
  });

  it('refuses HTML-like tags in comments only, not comparisons or code-ish text', () => {
    for (const text of ['<b>hi</b>', 'x <img src=x onerror=alert(1)>', '</div>', '<script>'])
      expect(contentProblem(text, 'comment')).toBe('htmlTag');
    expect(contentProblem('<b>hi</b>', 'reply')).toBeNull();
    for (const text of ['a < b and c > d', 'use `vector<int>`?', '1 <2'])
      expect(contentProblem(text, text.includes('vector') ? 'reply' : 'comment')).toBeNull();
  });
});

describe('canDelete', () => {
  it('outside contests: the author and every admin role, nobody else', () => {
    expect(canDelete('alice', alice)).toBe(true);
    expect(canDelete('bob', alice)).toBe(false);
    for (const viewer of [admin, problemAdmin, root]) expect(canDelete('bob', viewer)).toBe(true);
    expect(canDelete('bob', visitor)).toBe(false);
    expect(canDelete(null, visitor)).toBe(false);
  });

  it('inside contests: the author and the contest admin, not a site admin who is not the contest admin', () => {
    const contest = { ownerUid: 'root', isContestAdmin: false };
    expect(canDelete('alice', alice, contest)).toBe(true);
    expect(canDelete('bob', admin, contest)).toBe(false);
    expect(canDelete('bob', root, { ownerUid: 'root', isContestAdmin: true })).toBe(true);
    expect(canDelete('bob', alice, { ownerUid: 'alice', isContestAdmin: true })).toBe(true);
  });
});

describe('canReply', () => {
  it('always outside contests', () => {
    expect(canReply({ fromUid: 'root', fromRole: 'root' }, alice)).toBe(true);
    expect(canReply({ fromUid: 'bob', fromRole: 'user' }, visitor)).toBe(true);
  });

  it('in contests: the comment author and the contest admin; others only under posts not by root or the owner', () => {
    const contest = { ownerUid: 'owner', isContestAdmin: false };
    expect(canReply({ fromUid: 'alice', fromRole: 'user' }, alice, contest)).toBe(true);
    expect(canReply({ fromUid: 'bob', fromRole: 'user' }, alice, contest)).toBe(true);
    expect(canReply({ fromUid: 'root', fromRole: 'root' }, alice, contest)).toBe(false);
    expect(canReply({ fromUid: 'owner', fromRole: 'user' }, alice, contest)).toBe(false);
    const asAdmin = { ownerUid: 'owner', isContestAdmin: true };
    expect(canReply({ fromUid: 'root', fromRole: 'root' }, admin, asAdmin)).toBe(true);
  });
});
