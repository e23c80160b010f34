import { MAX_IMAGE_BYTES, imageProblem, insertImage } from './imageUpload';

describe('statement images', () => {
  it('refuses what the server would refuse, before the upload', () => {
    expect(imageProblem({ name: 'graph.PNG', size: 1000 })).toBeNull();
    expect(imageProblem({ name: 'graph.svg', size: 1000 })).toBe('type');
    expect(imageProblem({ name: 'graph', size: 1000 })).toBe('type');
    expect(imageProblem({ name: 'big.jpg', size: MAX_IMAGE_BYTES + 1 })).toBe('size');
  });

  it('puts the image where the cursor was, on a line of its own, and the cursor after it', () => {
    expect(insertImage('ab', 1, 1, '/api/public/img/x.png')).toEqual({
      text: 'a\n![](/api/public/img/x.png)\nb',
      cursor: 29,
    });
    expect(insertImage('line\n', 5, 5, '/i.png')).toEqual({ text: 'line\n![](/i.png)', cursor: 16 });
    expect(insertImage('replace me', 0, 10, '/i.png').text).toBe('![](/i.png)');
  });
});
