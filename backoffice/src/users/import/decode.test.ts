import { decodeBytes, garbledSample, looksBinary, LEGACY_ENCODINGS } from './decode';

const encode = (text: string) => new TextEncoder().encode(text);
const utf16 = (text: string, littleEndian: boolean) =>
  new Uint8Array([
    ...(littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]),
    ...[...text].flatMap((c) => {
      const code = c.charCodeAt(0);
      return littleEndian ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff];
    }),
  ]);
/** "张三,secret1" in GBK: not UTF-8. */
const GBK = new Uint8Array([0xd5, 0xc5, 0xc8, 0xfd, ...encode(',secret1')]);

describe('reading the file as text', () => {
  it('reads UTF-8 with and without BOM as certain', () => {
    expect(decodeBytes(encode('李四,secret1'))).toEqual({
      kind: 'text',
      text: '李四,secret1',
      encoding: 'utf-8',
      bom: false,
    });
    expect(decodeBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...encode('李四,secret1')]))).toMatchObject({
      kind: 'text',
      encoding: 'utf-8',
      bom: true,
    });
  });

  it('reads UTF-16 in either byte order when the file starts with its BOM', () => {
    for (const littleEndian of [true, false]) {
      const decoded = decodeBytes(utf16('李四,secret1', littleEndian));
      expect(decoded).toMatchObject({
        kind: 'text',
        encoding: littleEndian ? 'utf-16le' : 'utf-16be',
        bom: true,
      });
      if (decoded.kind === 'text') expect(decoded.text.replace(/^\uFEFF/, '')).toBe('李四,secret1');
    }
  });

  it('reads with the encoding the admin chose, even a file that is valid UTF-8', () => {
    expect(decodeBytes(GBK, 'gb18030')).toEqual({
      kind: 'text',
      text: '张三,secret1',
      encoding: 'gb18030',
      bom: false,
    });
    expect(decodeBytes(encode('José'), 'windows-1252')).toMatchObject({
      text: 'JosÃ©',
      encoding: 'windows-1252',
    });
  });

  it('asks about any other file, offering the encodings that read it cleanly first, in their order', () => {
    const decoded = decodeBytes(GBK);
    if (decoded.kind !== 'ask') throw new Error('expected a question');
    expect(decoded.candidates.map((c) => c.encoding)).toEqual([
      'gb18030',
      'big5',
      'euc-kr',
      'windows-1252',
      'shift_jis',
    ]);
    expect(decoded.candidates).toHaveLength(LEGACY_ENCODINGS.length);
    expect(decoded.candidates[0]?.preview).toBe('张三,secret1');
    expect(decoded.candidates[3]?.preview).toBe('ÕÅÈý,secret1');
    // An encoding that cannot read every byte still shows what it makes of the start.
    expect(decoded.candidates[4]?.preview).toContain(',secret1');
  });

  it('shows the first 300 characters of each candidate', () => {
    const long = new Uint8Array([...GBK, ...encode(`,${'x'.repeat(1000)}`)]);
    const decoded = decodeBytes(long);
    if (decoded.kind !== 'ask') throw new Error('expected a question');
    for (const candidate of decoded.candidates) expect(candidate.preview.length).toBeLessThanOrEqual(300);
    expect(decoded.candidates[0]?.preview).toBe(`张三,secret1,${'x'.repeat(300 - 11)}`);
  });
});

describe('telling a file that is no text at all', () => {
  const text = (length: number) =>
    encode('alice,secret1\r\n'.repeat(Math.ceil(length / 15)).slice(0, length));
  const withBytes = (length: number, byte: number, count: number) => {
    const bytes = text(length);
    for (let i = 0; i < count; i++) bytes[3 + i * 7] = byte;
    return bytes;
  };

  it('takes a Windows file as text: a carriage return on every line is no control character', () => {
    expect(looksBinary(encode('a,secret1\r\n'.repeat(200)))).toBe(false);
    expect(looksBinary(encode('a\tb\tc\n'.repeat(200)))).toBe(false);
    expect(looksBinary(encode('page\f'.repeat(200)))).toBe(false);
  });

  it('takes tabs, line feeds, form feeds and carriage returns as text', () => {
    expect(looksBinary(encode('alice\tsecret1\f\r\n\r\n\t\t\t\t\r\r\r\n\n\n'))).toBe(false);
    expect(looksBinary(new Uint8Array())).toBe(false);
    expect(looksBinary(encode(' ,~'.repeat(30)))).toBe(false);
  });

  it('refuses many NUL bytes, however long the text around them', () => {
    expect(looksBinary(withBytes(1000, 0, 15))).toBe(false);
    expect(looksBinary(withBytes(1000, 0, 16))).toBe(true);
  });

  it('refuses a share of control characters above 5 %, a single one aside', () => {
    expect(looksBinary(withBytes(40, 0x01, 2))).toBe(false);
    expect(looksBinary(withBytes(39, 0x01, 2))).toBe(true);
    expect(looksBinary(withBytes(10, 0x1f, 1))).toBe(false);
    expect(looksBinary(withBytes(20, 0x7f, 2))).toBe(true);
    expect(looksBinary(withBytes(20, 0x1f, 2))).toBe(true);
    expect(looksBinary(withBytes(20, 0x0b, 2))).toBe(true);
  });

  it('looks at the first 8 KB only', () => {
    const late = new Uint8Array([...text(8192), ...new Uint8Array(100)]);
    expect(looksBinary(late)).toBe(false);
    const early = new Uint8Array([...text(8100), ...new Uint8Array(92)]);
    expect(looksBinary(early)).toBe(true);
  });

  it('takes UTF-16 with either BOM as text, its NUL bytes notwithstanding', () => {
    expect(looksBinary(utf16('alice2,secret1\r\n'.repeat(10), true))).toBe(false);
    expect(looksBinary(utf16('alice2,secret1\r\n'.repeat(10), false))).toBe(false);
    // Without the BOM the same bytes are not readable text.
    expect(looksBinary(utf16('alice2,secret1\r\n'.repeat(10), true).subarray(2))).toBe(true);
  });
});

describe('text that looks decoded with the wrong encoding', () => {
  it('shows a replacement character with up to three characters on each side, trimmed', () => {
    expect(garbledSample('alice,   \ufffd   ,secret1')).toBe('\ufffd');
    expect(garbledSample('\ufffdab,secret1')).toBe('\ufffdab,');
    expect(garbledSample('x\ufffd')).toBe('x\ufffd');
    expect(garbledSample('alice,Jos\ufffd Maria,secret1')).toBe('Jos\ufffd Ma');
  });

  it('finds UTF-8 read as windows-1252, two, three and four bytes long', () => {
    const misread = (text: string) => new TextDecoder('windows-1252').decode(new TextEncoder().encode(text));
    expect(garbledSample(`alice,${misread('José')}`)).toBe('Ã©');
    expect(garbledSample(`alice,${misread('张')}`)).toBe(misread('张'));
    expect(garbledSample(`alice,${misread('😀')}`)).toBe(misread('😀'));
  });

  it('leaves a lead-byte-like letter whose follow-ups make no UTF-8 character (an overlong form)', () => {
    expect(garbledSample('voilà€€,secret1')).toBeNull();
  });

  it('takes real Chinese text (read with the right encoding) as it is', () => {
    expect(garbledSample('张三,secret1\r\n李四,secret2\r\n')).toBeNull();
  });

  it('finds the curly quotes of UTF-8 read as windows-1252 (bytes 0x80–0x9F)', () => {
    expect(garbledSample('alice,It\u00e2\u20ac\u2122s me')).toBe('\u00e2\u20ac\u2122');
  });

  it('leaves Latin letters that only look like such a start', () => {
    // "í", a no-break space and "€" would be bytes of a UTF-16 surrogate, which UTF-8 never holds.
    expect(garbledSample('Sí\u00a0€ 5,secret1')).toBeNull();
    expect(garbledSample('Grüße,secret1')).toBeNull();
    expect(garbledSample('plain ascii,secret1')).toBeNull();
  });

  it('finds UTF-8 Chinese read as GBK when at least half the non-ASCII runs are such', () => {
    const misread = (text: string) => new TextDecoder('gb18030').decode(new TextEncoder().encode(text));
    const wrong = misread('张三');
    expect(wrong).toBe('寮犱笁');
    expect(garbledSample(`${wrong},secret1\r\n李四,secret2\r\n`)).toBe(wrong);
    expect(garbledSample(`李四,secret2\r\n${wrong},secret1\r\n${misread('王五')},secret3\r\n`)).toBe(wrong);
    expect(garbledSample(`${wrong},secret1\r\n李四,secret2\r\n赵六,secret3\r\n`)).toBeNull();
    // A character GBK has no two bytes for (an emoji) is no GBK reading of UTF-8.
    expect(garbledSample('李四😀,secret1\r\n王五,secret2')).toBeNull();
    // Runs without any ideograph (kana, Cyrillic) are no Chinese read as GBK.
    expect(garbledSample('Русский,secret1\r\nカタカナ,secret2')).toBeNull();
  });
});

describe('byte-order marks', () => {
  it('takes only a whole mark: a windows-1252 file starting with ÿ or þ is no UTF-16, one with ï no UTF-8 BOM', () => {
    expect(decodeBytes(Uint8Array.of(0xff, 0x61, 0x62, 0x2c, 0x63)).kind).toBe('ask');
    expect(decodeBytes(Uint8Array.of(0xfe, 0x61, 0x62, 0x2c, 0x63)).kind).toBe('ask');
    expect(decodeBytes(Uint8Array.of(0xef, 0xbb, 0x61, 0x62)).kind).toBe('ask');
  });
});
