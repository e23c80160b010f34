import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('fetches once however often it is asked, keeps the value and says so', async () => {
    const fetchIt = jest.fn(() => Promise.resolve('module'));
    const seen: string[] = [];
    const lazy = loadOnce(fetchIt, (value) => seen.push(value));
    expect(lazy.loaded()).toBeNull();
    await Promise.all([lazy.load(), lazy.load()]);
    expect(await lazy.load()).toBe('module');
    expect(fetchIt).toHaveBeenCalledTimes(1);
    expect(lazy.loaded()).toBe('module');
    expect(seen).toEqual(['module']);
    lazy.forget();
    expect(lazy.loaded()).toBeNull();
  });

  it('tries again after a failed fetch', async () => {
    const fetchIt = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    const lazy = loadOnce(fetchIt);
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.loaded()).toBeNull();
    expect(await lazy.load()).toBe('module');
    expect(fetchIt).toHaveBeenCalledTimes(2);
  });
});
