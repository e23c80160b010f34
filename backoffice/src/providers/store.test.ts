import { createBackOfficeStore } from './store';

afterEach(() => localStorage.clear());

describe('the back office store', () => {
  it('starts in the language the cookie chose, whatever react-admin stored last', () => {
    localStorage.setItem('RaStoreHojAdmin.locale', JSON.stringify('zh-CN'));
    const store = createBackOfficeStore('en-US');
    expect(store.getItem('locale')).toBe('en-US');
  });

  it('keeps the light/dark choice through the reset a logout makes, and drops the session’s settings', () => {
    const store = createBackOfficeStore('zh-CN');
    store.setItem('theme', 'dark');
    store.setItem('users.listParams', { perPage: 25 });

    store.reset();

    expect(store.getItem('theme')).toBe('dark');
    expect(store.getItem('users.listParams')).toBeUndefined();
    // A new store after a reload reads it back.
    expect(createBackOfficeStore('zh-CN').getItem('theme')).toBe('dark');
  });

  it('keeps nothing it did not have', () => {
    const store = createBackOfficeStore('zh-CN');
    store.reset();
    expect(store.getItem('theme')).toBeUndefined();
  });
});
