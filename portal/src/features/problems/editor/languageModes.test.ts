import { languageModeOf, MONACO_LANGUAGES } from './languageModes';

describe('languageModeOf', () => {
  it.each([
    ['C', 'c', 'text/x-csrc'],
    ['C With O2', 'c', 'text/x-csrc'],
    ['C++', 'cpp', 'text/x-c++src'],
    ['C++ With O2', 'cpp', 'text/x-c++src'],
    ['C++ 17', 'cpp', 'text/x-c++src'],
    ['C#', 'csharp', 'text/x-csharp'],
    ['Java', 'java', 'text/x-java'],
    ['Python2', 'python', 'text/x-python'],
    ['Python3', 'python', 'text/x-python'],
    ['PyPy2', 'python', 'text/x-python'],
    ['PyPy3', 'python', 'text/x-python'],
    ['Golang', 'go', 'text/x-go'],
    ['PHP', 'php', 'text/x-php'],
    ['JavaScript Node', 'javascript', 'text/javascript'],
    ['JavaScript V8', 'javascript', 'text/javascript'],
    ['Ruby', 'ruby', 'text/x-ruby'],
    ['Rust', 'rust', 'text/x-rustsrc'],
  ])('maps %s to %s', (name, monaco, mime) => {
    expect(languageModeOf(name)).toEqual({ monaco, mime });
  });

  it('colours unknown or missing languages as plain text', () => {
    for (const name of ['Haskell', 'Cobol', '', null, undefined])
      expect(languageModeOf(name).monaco).toBe('plaintext');
  });

  it('lists every id it answers for the editor chunk to register', () => {
    expect([...MONACO_LANGUAGES].sort()).toEqual(
      ['c', 'cpp', 'csharp', 'go', 'java', 'javascript', 'php', 'plaintext', 'python', 'ruby', 'rust'].sort(),
    );
  });
});
