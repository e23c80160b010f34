import { codeLanguageOf } from './codeLanguage';

describe('codeLanguageOf', () => {
  it('colours HOJ’s language names and their variants, anything else as plain text', () => {
    expect(['C', 'C With O2', 'GCC'].map(codeLanguageOf)).toEqual(['c', 'c', 'c']);
    expect(['C++', 'C++ 17 With O2', 'G++'].map(codeLanguageOf)).toEqual(['cpp', 'cpp', 'cpp']);
    expect(['Java', 'JavaScript Node'].map(codeLanguageOf)).toEqual(['java', 'plaintext']);
    expect(['Python3', 'PyPy2', 'C#', null].map(codeLanguageOf)).toEqual([
      'python',
      'python',
      'plaintext',
      'plaintext',
    ]);
  });
});
