import { Unzip, Zip, ZipPassThrough, strToU8, zipSync } from 'fflate';
import { zip } from '../http/zip';
import { bombZip, lyingBombZip, lyingEntryZip, noise, notAZip, traversalZip, truncatedZip } from './fixtures';
import { PackageRefusal, type RefusalReason } from './refusal';
import { hasEndRecord, isUnsafePath, readZip, textOf, type ZipLimits } from './safeZip';
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

  it('refuses a lying entry as soon as it inflates past its size, not after inflating all of it', () => {
    // 256 KB that barely deflates: 16 of the reader's 16 KB steps. The first step already yields far more than
    // the 16 bytes the header declares.
    const lying = lyingEntryZip(noise(256 * 1024));
    const tiny: ZipLimits = { maxEntryBytes: 64, maxTotalBytes: 64, maxEntries: 4 };
    const steps = jest.spyOn(Unzip.prototype, 'push');
    try {
      const refused = refusal(() => readZip(lying, tiny));
      expect(refused.reason).toBe('sizeMismatch');
      expect(refused.message).toBe(packageMessages.sizeMismatch('1.in'));
      expect(lying.length).toBeGreaterThan(15 * 16 * 1024);
      // The refusal comes within the first steps (fflate re-enters push once after a header), never after all
      // 17 steps of the archive; without the check while inflating the reader makes 18 calls.
      expect(steps.mock.calls.length).toBeLessThanOrEqual(4);
    } finally {
      steps.mockRestore();
    }
  });

  it('refuses bytes that are not a zip', () => {
    const refused = refusal(() => readZip(notAZip()));
    expect(refused.reason).toBe('notZip');
    expect(refused.message).toBe(packageMessages.notZip);
  });

  it.each([[40], [100], [150]])('calls a zip cut short after %i bytes damaged, not "not a zip"', (keep) => {
    const cut = truncatedZip(keep);
    expect(hasEndRecord(cut)).toBe(false);
    const refused = refusal(() => readZip(cut));
    expect(refused.reason).toBe('damaged');
    expect(refused.message).toBe(packageMessages.truncated);
  });

  it('names the entry whose compressed data is broken', () => {
    const good = zipSync({
      '1.in': new TextEncoder().encode('1 2\n'),
      '1.out': [new TextEncoder().encode('3\n'.repeat(200)), { level: 9 }],
    });
    const broken = new Uint8Array(good);
    const view = new DataView(broken.buffer);
    // The second local header is `1.out`'s; its data starts after the name and the extra field.
    let header = -1;
    for (let at = 4; at + 4 <= broken.length && header < 0; at += 1)
      if (view.getUint32(at, true) === 0x04034b50) header = at;
    const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
    // 0xff opens a deflate block of the reserved type 3, which no inflater accepts.
    broken.fill(0xff, start, start + 4);
    const refused = refusal(() => readZip(broken));
    expect(refused.reason).toBe('damaged');
    expect(refused.message).toBe(packageMessages.damagedEntry('1.out'));
  });

  it('refuses two entries with the same name', () => {
    // Only a streaming writer adds a name twice (the mock's own writer refuses to).
    const parts: Uint8Array[] = [];
    const writer = new Zip((error, chunk) => {
      if (error) throw error;
      parts.push(chunk);
    });
    for (const text of ['1\n', '2\n']) {
      const entry = new ZipPassThrough('1.in');
      writer.add(entry);
      entry.push(strToU8(text), true);
    }
    writer.end();
    const twice = new Uint8Array(Buffer.concat(parts));
    expect(reasonOf(() => readZip(twice))).toBe('duplicateEntry');
  });
});
