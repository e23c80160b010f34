import { zipSync } from 'fflate';
import { zip } from '../files/zip';
import { bombZip, lyingBombZip, notAZip, traversalZip } from './fixtures';
import { PackageRefusal, type RefusalReason } from './refusal';
import { isUnsafePath, readZip, textOf, type ZipLimits } from './safeZip';
import { packageMessages } from './texts';

const MB = 1024 * 1024;
const SMALL: ZipLimits = { maxEntryBytes: 1 * MB, maxTotalBytes: 3 * MB, maxEntries: 20 };

function refusal(read: () => unknown): PackageRefusal {
  try {
    read();
  } catch (error) {
    if (error instanceof PackageRefusal) return error;
    throw error;
  }
  throw new Error('the archive was read, not refused');
}

const reasonOf = (read: () => unknown): RefusalReason => refusal(read).reason;

describe('readZip', () => {
  it('reads stored and deflated entries, leaving folders and macOS forks out', () => {
    const stored = readZip(
      zip([
        { name: 'cases/', content: '' },
        { name: 'cases/1.in', content: '1 2\n' },
        { name: '__MACOSX/cases/._1.in', content: 'junk' },
      ]),
    );
    expect([...stored.keys()]).toEqual(['cases/1.in']);
    expect(textOf(stored.get('cases/1.in') ?? new Uint8Array())).toBe('1 2\n');

    const text = 'line\n'.repeat(5000);
    const deflated = readZip(zipSync({ 'big.out': [new TextEncoder().encode(text), { level: 9 }] }));
    expect(textOf(deflated.get('big.out') ?? new Uint8Array())).toBe(text);
  });

  it.each([
    ['../evil.txt'],
    ['cases/../../evil.txt'],
    ['/etc/passwd'],
    ['\\windows\\evil.txt'],
    ['..\\evil.txt'],
    ['C:/evil.txt'],
    ['c:evil.txt'],
  ])('refuses the path %s before anything is inflated', (path) => {
    const refused = refusal(() => readZip(traversalZip(path)));
    expect(refused.reason).toBe('unsafePath');
    expect(refused.message).toBe(packageMessages.unsafePath(path));
  });

  it('accepts names that only look like climbing', () => {
    expect(isUnsafePath('a..b/1.in')).toBe(false);
    expect(isUnsafePath('data/..hidden')).toBe(false);
    expect(isUnsafePath('1.in')).toBe(false);
  });

  it('refuses an entry that declares more than the per-file cap (a truthful bomb)', () => {
    const bomb = bombZip(2 * MB);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const refused = refusal(() => readZip(bomb, SMALL));
    expect(refused.reason).toBe('entryTooLarge');
    expect(refused.message).toBe(packageMessages.entryTooLarge('1.in', 1 * MB));
  });

  it('refuses an entry that inflates past its declared size (a lying header)', () => {
    const refused = refusal(() => readZip(lyingBombZip(2 * MB), SMALL));
    expect(refused.reason).toBe('sizeMismatch');
    expect(refused.message).toBe(packageMessages.sizeMismatch('1.in'));
  });

  it('refuses archives over the total size or the entry count', () => {
    const fourHalves = zipSync(
      Object.fromEntries([1, 2, 3, 4].map((n) => [`${n}.in`, [new Uint8Array(MB - 1), { level: 1 }]])),
    );
    expect(reasonOf(() => readZip(fourHalves, SMALL))).toBe('totalTooLarge');
    const many = zip(Array.from({ length: 21 }, (_, i) => ({ name: `${i}.in`, content: '1\n' })));
    expect(reasonOf(() => readZip(many, SMALL))).toBe('tooManyEntries');
    expect(readZip(many, { ...SMALL, maxEntries: 21 }).size).toBe(21);
  });

  it('refuses bytes that are not a zip, and a truncated one', () => {
    expect(refusal(() => readZip(notAZip())).message).toBe(packageMessages.notZip);
    const whole = zip([{ name: '1.in', content: '1 2\n' }]);
    expect(['notZip', 'damaged']).toContain(reasonOf(() => readZip(whole.subarray(0, whole.length - 30))));
  });

  it('refuses two entries with the same name', () => {
    const twice = zip([
      { name: '1.in', content: '1\n' },
      { name: '1.in', content: '2\n' },
    ]);
    expect(reasonOf(() => readZip(twice))).toBe('duplicateEntry');
  });
});
