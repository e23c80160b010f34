import { DISCUSSION_DEFAULTS } from '@hoj/core/editor/discussionPost';
import {
  clearDiscussionDraft,
  discussionDraftKey,
  loadDiscussionDraft,
  saveDiscussionDraft,
} from './discussionDraft';

beforeEach(() => localStorage.clear());

describe('discussion drafts', () => {
  it('are kept per account and per place', () => {
    const keys = new Set([
      discussionDraftKey('alice', { gid: null, pid: null }),
      discussionDraftKey('alice', { gid: null, pid: 'P1001' }),
      discussionDraftKey('alice', { gid: 4, pid: null }),
      discussionDraftKey('alice', { gid: 4, pid: 'P1001' }),
      discussionDraftKey('bob', { gid: null, pid: null }),
    ]);
    expect(keys.size).toBe(5);
  });

  it('come back as they were saved, and go when cleared', () => {
    const key = discussionDraftKey('alice', { gid: null, pid: 'P1001' });
    const draft = { ...DISCUSSION_DEFAULTS, title: 'Why TLE?', categoryId: 5, content: '`n^2`' };
    saveDiscussionDraft(key, draft);
    expect(loadDiscussionDraft(key)).toEqual(draft);
    clearDiscussionDraft(key);
    expect(loadDiscussionDraft(key)).toBeNull();
  });

  it('are not kept when the form is empty', () => {
    const key = discussionDraftKey('alice', { gid: null, pid: null });
    saveDiscussionDraft(key, { ...DISCUSSION_DEFAULTS, title: 'x' });
    saveDiscussionDraft(key, DISCUSSION_DEFAULTS);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('read whatever else is stored there field by field', () => {
    const key = discussionDraftKey('alice', { gid: null, pid: null });
    localStorage.setItem(key, '{"title": 7, "content": "kept", "categoryId": "3"}');
    expect(loadDiscussionDraft(key)).toEqual({ ...DISCUSSION_DEFAULTS, content: 'kept' });
    localStorage.setItem(key, 'not json');
    expect(loadDiscussionDraft(key)).toBeNull();
  });
});
