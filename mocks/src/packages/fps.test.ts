import { PUBLIC_IMG_PREFIX } from '../store/schema/files';
import { zip } from '../http/zip';
import {
  FPS_GIF_BASE64,
  FPS_IMAGE_BASE64,
  FPS_IMAGE_SRC,
  fpsItemsPackage,
  fpsPackage,
  fpsXml,
  fpsZipPackage,
} from './fixtures';
import { readFps } from './fps';
import { PackageRefusal } from './refusal';
import { packageMessages } from './texts';

const encode = (text: string) => new TextEncoder().encode(text);

describe('readFps', () => {
  it('reads both items with their limits converted to ms and MB', () => {
    const [circle, matrix] = readFps(fpsPackage());
    expect(circle).toMatchObject({ title: 'Area of a Circle', timeLimit: 1500, memoryLimit: 98, type: 0 });
    expect(matrix).toMatchObject({ title: 'Matrix Transpose', timeLimit: 800, memoryLimit: 64, type: 0 });
  });

  it('pairs test outputs by position', () => {
    const [circle, matrix] = readFps(fpsPackage());
    expect(circle?.cases.map((c) => [c.input, c.output])).toEqual([
      ['1\n', '3.1415926536\n'],
      ['10000\n', '314159265.3589793\n'],
      ['0.001\n', '0.0000031416\n'],
    ]);
    expect(matrix?.cases).toHaveLength(2);
    expect(circle?.examples).toEqual([
      { input: '1\n', output: '3.1415926536\n' },
      { input: '2.5\n', output: '19.6349540849\n' },
    ]);
  });

  it('keeps CDATA as written and decodes escaped text once', () => {
    const [circle, matrix] = readFps(fpsPackage());
    expect(circle?.input).toBe('<p>One real number <i>r</i> (0 &lt; r &le; 10<sup>4</sup>).</p>');
    expect(matrix?.description).toBe('<p>Print the transpose of an n &times; m matrix.</p>');
    expect(matrix?.source).toBe('Linear algebra warm-up');
  });

  it('turns the C checker into a special judge', () => {
    const [circle, matrix] = readFps(fpsPackage());
    expect(circle?.judgeMode).toBe('spj');
    expect(circle?.spj?.language).toBe('C');
    expect(circle?.spj?.code).toContain('fabs(expected - got)');
    expect(matrix?.judgeMode).toBe('default');
    expect(matrix?.spj).toBeNull();
  });

  it('carries the embedded image and points the statement at where it will be served', () => {
    const [circle] = readFps(fpsPackage());
    const image = circle?.images?.[0];
    expect(image?.contentType).toBe('image/png');
    expect(image?.name).toMatch(/^fps-[0-9a-f]{8}\.png$/);
    expect(Buffer.from(image?.bytes ?? []).toString('base64')).toBe(FPS_IMAGE_BASE64);
    expect(circle?.description).toContain(`src="${PUBLIC_IMG_PREFIX}${image?.name ?? ''}"`);
    expect(circle?.description).not.toContain(FPS_IMAGE_SRC);
  });

  it('reads a picture’s type from its bytes, not from its name', () => {
    const [, gif] = readFps(
      fpsItemsPackage({
        title: 'Named PNG, really GIF',
        inputs: ['1\n'],
        outputs: ['1\n'],
        img: { src: 'figure.png', base64: FPS_GIF_BASE64 },
      }),
    );
    const image = gif?.images?.[0];
    expect(image?.contentType).toBe('image/gif');
    expect(image?.name).toMatch(/^fps-[0-9a-f]{8}\.gif$/);
    expect(gif?.description).toContain(`${PUBLIC_IMG_PREFIX}${image?.name ?? ''}`);
  });

  it('never fetches the DTD the DOCTYPE names', () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    expect(fpsXml()).toContain('<!DOCTYPE fps SYSTEM "http://');
    expect(readFps(fpsPackage())).toHaveLength(2);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('does not expand entities a DOCTYPE defines', () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE fps [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
<fps><item><title>Laughs &b;</title><test_input>1</test_input><test_output>1</test_output></item></fps>`;
    expect(readFps(encode(laughs))[0]?.title).toBe('Laughs &b;');
  });

  it('reads a zip of FPS files', () => {
    expect(readFps(fpsZipPackage()).map((p) => p.title)).toEqual(['Area of a Circle', 'Matrix Transpose']);
  });

  it('refuses text that is not FPS, and an item without test data', () => {
    const refused = (bytes: Uint8Array) => {
      try {
        readFps(bytes);
      } catch (error) {
        if (error instanceof PackageRefusal) return error.message;
      }
      return null;
    };
    expect(refused(encode('<html><body>not fps</body></html>'))).toBe(packageMessages.badXml);
    expect(refused(encode('<fps><item><title>x</item></fps'))).toBe(packageMessages.badXml);
    expect(refused(encode('<fps><item><title>No Data</title></item></fps>'))).toBe(
      packageMessages.fpsNoCases('No Data'),
    );
    expect(refused(encode('<fps></fps>'))).toBe(packageMessages.noProblems);
    expect(refused(zip([{ name: 'readme.txt', content: 'no xml here' }]))).toBe(packageMessages.noProblems);
  });
});

/** The refusal a package earns, or null when it is read. */
function refusalOf(bytes: Uint8Array): PackageRefusal | null {
  try {
    readFps(bytes);
  } catch (error) {
    if (error instanceof PackageRefusal) return error;
    throw error;
  }
  return null;
}

describe('readFps refuses what it cannot import faithfully', () => {
  // HOJ reads test_output by the index of test_input: one output short and its import fails outright.
  it('an item with more test inputs than outputs, naming it', () => {
    const uneven = fpsItemsPackage({
      title: 'Uneven',
      inputs: ['1\n', '2\n', '3\n'],
      outputs: ['1\n', '2\n'],
    });
    expect(refusalOf(uneven)?.message).toBe(packageMessages.fpsCaseCounts('Uneven', 3, 2));
  });

  it('an item with more test outputs than inputs, naming it', () => {
    const uneven = fpsItemsPackage({ title: 'Extra', inputs: ['1\n'], outputs: ['1\n', '2\n'] });
    expect(refusalOf(uneven)?.message).toBe(packageMessages.fpsCaseCounts('Extra', 1, 2));
  });

  it('an uneven item even when a special judge could do without outputs', () => {
    const uneven = fpsItemsPackage({ title: 'Checked', inputs: ['1\n', '2\n'], outputs: ['1\n'], spj: true });
    expect(refusalOf(uneven)?.message).toBe(packageMessages.fpsCaseCounts('Checked', 2, 1));
  });

  it('inputs without any output unless a special judge checks them (HOJ’s input-only form)', () => {
    const bare = fpsItemsPackage({ title: 'Bare', inputs: ['1\n', '2\n'], outputs: [] });
    expect(refusalOf(bare)?.message).toBe(packageMessages.fpsNoOutputs('Bare'));
    const [, checked] = readFps(
      fpsItemsPackage({ title: 'Checked', inputs: ['1\n', '2\n'], outputs: [], spj: true }),
    );
    expect(checked?.judgeMode).toBe('spj');
    expect(checked?.cases.map((c) => [c.input, c.output])).toEqual([
      ['1\n', ''],
      ['2\n', ''],
    ]);
  });

  it('an item with more sample inputs than outputs, naming it', () => {
    const samples = `<?xml version="1.0"?>
<fps><item><title>Samples</title><sample_input>1</sample_input><sample_input>2</sample_input>
<sample_output>1</sample_output><test_input>1</test_input><test_output>1</test_output></item></fps>`;
    expect(refusalOf(new TextEncoder().encode(samples))?.message).toBe(
      packageMessages.fpsSampleCounts('Samples', 2, 1),
    );
  });

  it('a picture whose bytes are no image, naming the item and the picture', () => {
    const fake = fpsItemsPackage({
      title: 'Fake Picture',
      inputs: ['1\n'],
      outputs: ['1\n'],
      img: { src: 'fake.png', base64: Buffer.from('<svg onload="alert(1)"/>').toString('base64') },
    });
    expect(refusalOf(fake)?.message).toBe(packageMessages.badImage('Fake Picture', 'fake.png'));
  });
});
