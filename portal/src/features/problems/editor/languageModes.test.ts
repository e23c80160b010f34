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
    // Remote judges' names (Codeforces, HDU, POJ, AtCoder).
    ['GNU GCC C11 5.1.0', 'c', 'text/x-csrc'],
    ['GCC', 'c', 'text/x-csrc'],
    ['C (gcc 12.2.0)', 'c', 'text/x-csrc'],
    ['GNU G++17 7.3.0', 'cpp', 'text/x-c++src'],
    ['G++', 'cpp', 'text/x-c++src'],
    ['Kotlin 1.4.0', 'kotlin', 'text/x-java'],
    ['Pascal', 'pascal', 'text/x-pascal'],
    ['Free Pascal 3.0.2', 'pascal', 'text/x-pascal'],
    ['Java (OpenJDK 17)', 'java', 'text/x-java'],
    ['Python (CPython 3.11.4)', 'python', 'text/x-python'],
    ['Scala 2.12', 'scala', 'text/x-scala'],
    ['Perl 5.20.1', 'perl', 'text/x-perl'],
  ])('maps %s to %s', (name, monaco, mime) => {
    expect(languageModeOf(name)).toEqual({ monaco, mime });
  });

  it('colours unknown or missing languages as plain text', () => {
    for (const name of ['Haskell', 'Cobol', 'Fortran', '', null, undefined])
      expect(languageModeOf(name).monaco).toBe('plaintext');
  });

  it('lists every id it answers for the editor chunk to register', () => {
    expect([...MONACO_LANGUAGES].sort()).toEqual(
      [
        'c',
        'cpp',
        'csharp',
        'go',
        'java',
        'javascript',
        'kotlin',
        'pascal',
        'perl',
        'php',
        'plaintext',
        'python',
        'ruby',
        'rust',
        'scala',
      ].sort(),
    );
  });
});
