import { MAX_IMAGE_BYTES, altTextGuess, imageProblem, insertImage, removeImage } from './imageUpload';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const file = (name: string, bytes: readonly number[] | string, size?: number) => {
  const blob = new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]);
  const sized = size === undefined ? blob : Object.defineProperty(blob, 'size', { value: size });
  return Object.assign(sized, { name });
};

describe('statement images', () => {
  it('refuses what the server would refuse, before the upload', async () => {
    expect(await imageProblem(file('graph.PNG', PNG))).toBeNull();
    expect(await imageProblem(file('graph.svg', '<svg/>'))).toBe('type');
    expect(await imageProblem(file('graph', PNG))).toBe('type');
    expect(await imageProblem(file('big.jpg', PNG, MAX_IMAGE_BYTES + 1))).toBe('size');
  });

  it('judges the picture by its bytes: a text file named fake.png is refused', async () => {
    expect(await imageProblem(file('fake.png', 'just some notes, not a picture'))).toBe('content');
    expect(await imageProblem(file('photo.jpg', [0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBeNull();
    // A bitmap renamed .png: the server would store it, but it is not a type it offers.
    expect(await imageProblem(file('old.png', [0x42, 0x4d, ...new Array<number>(30).fill(0)]))).toBe(
      'content',
    );
  });

  it('puts the image where the cursor was, on a line of its own, and the cursor after it', () => {
    expect(insertImage('ab', 1, 1, '/api/public/img/x.png')).toEqual({
      text: 'a\n![](/api/public/img/x.png)\nb',
      cursor: 29,
    });
    expect(insertImage('line\n', 5, 5, '/i.png')).toEqual({ text: 'line\n![](/i.png)', cursor: 16 });
    expect(insertImage('replace me', 0, 10, '/i.png').text).toBe('![](/i.png)');
  });

  it('writes the alt text the admin gave, escaped so it cannot end the image early', () => {
    expect(insertImage('', 0, 0, '/i.png', 'A tree [rooted]\nat 1').text).toBe(
      '![A tree \\[rooted\\] at 1](/i.png)',
    );
    expect(altTextGuess('binary_tree-diagram.png')).toBe('binary tree diagram');
  });

  it('takes a deleted image out of the text, with the line it stood on alone', () => {
    const text =
      'Before\n![A \\] tree](/api/public/img/a.png)\nAfter ![x](/api/public/img/a.png) end\n![](/b.png)';
    expect(removeImage(text, '/api/public/img/a.png')).toBe('Before\nAfter  end\n![](/b.png)');
    expect(removeImage('See the figure.\n![x](/b.png)', '/b.png')).toBe('See the figure.');
    expect(removeImage('![x](/b.png)', '/b.png')).toBe('');
  });
});
