import { DAY } from '../store/clock';
import type { SeedContext } from '../store/seedContext';
import type { LanguageRow } from '../store/schema/problems';

type Draft = Pick<LanguageRow, 'name' | 'description' | 'contentType'> &
  Partial<Pick<LanguageRow, 'compileCommand' | 'template' | 'codeTemplate' | 'isSpj' | 'seq'>>;

const C_AB = `#include <stdio.h>

int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    printf("%lld\\n", a + b);
    return 0;
}`;

const CPP_AB = `#include <iostream>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    cout << a + b << endl;
    return 0;
}`;

const C_FILL = `//PREPEND BEGIN
#include <stdio.h>
//PREPEND END

//TEMPLATE BEGIN
int add(int a, int b) {
    // fill in the blank
    return ___;
}
//TEMPLATE END

//APPEND BEGIN
int main(void) {
    printf("%d\\n", add(1, 2));
    return 0;
}
//APPEND END`;

const CPP_FILL = `//PREPEND BEGIN
#include <iostream>
using namespace std;
//PREPEND END

//TEMPLATE BEGIN
int add(int a, int b) {
    // fill in the blank
    return ___;
}
//TEMPLATE END

//APPEND BEGIN
int main() {
    cout << add(1, 2) << endl;
    return 0;
}
//APPEND END`;

const JAVA_AB = `import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong(), b = in.nextLong();
        System.out.println(a + b);
    }
}`;

const PY3_AB = `a, b = map(int, input().split())
print(a + b)`;

const PY2_AB = `a, b = map(int, raw_input().split())
print a + b`;

const GO_AB = `package main

import "fmt"

func main() {
	var a, b int64
	fmt.Scan(&a, &b)
	fmt.Println(a + b)
}`;

const CS_AB = `using System;

public class Program {
    public static void Main() {
        string[] parts = Console.ReadLine().Split(' ');
        Console.WriteLine(long.Parse(parts[0]) + long.Parse(parts[1]));
    }
}`;

const PHP_AB = `<?php
fscanf(STDIN, "%d %d", $a, $b);
echo $a + $b, PHP_EOL;`;

const NODE_AB = `const lines = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/);
console.log(Number(lines[0]) + Number(lines[1]));`;

const V8_AB = `const [a, b] = readline().split(' ').map(Number);
print(a + b);`;

const RUBY_AB = `a, b = gets.split.map(&:to_i)
puts a + b`;

const RUST_AB = `use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let sum: i64 = input.split_whitespace().map(|x| x.parse::<i64>().unwrap()).sum();
    println!("{}", sum);
}`;

/** The local judge's languages, in HOJ's order (which is the id order: every `seq` is 0, as HOJ seeds them). */
const local: readonly Draft[] = [
  {
    name: 'C',
    description: 'GCC 9.4.0',
    contentType: 'text/x-csrc',
    compileCommand: '/usr/bin/gcc -DONLINE_JUDGE -w -fmax-errors=3 -std=c11 {src_path} -lm -o {exe_path}',
    template: C_AB,
    codeTemplate: C_FILL,
    isSpj: true,
  },
  {
    name: 'C With O2',
    description: 'GCC 9.4.0',
    contentType: 'text/x-csrc',
    compileCommand: '/usr/bin/gcc -DONLINE_JUDGE -O2 -w -fmax-errors=3 -std=c11 {src_path} -lm -o {exe_path}',
    template: C_AB,
    codeTemplate: C_FILL,
  },
  {
    name: 'C++',
    description: 'G++ 9.4.0',
    contentType: 'text/x-c++src',
    compileCommand: '/usr/bin/g++ -DONLINE_JUDGE -w -fmax-errors=3 -std=c++14 {src_path} -lm -o {exe_path}',
    template: CPP_AB,
    codeTemplate: CPP_FILL,
    isSpj: true,
  },
  {
    name: 'C++ With O2',
    description: 'G++ 9.4.0',
    contentType: 'text/x-c++src',
    compileCommand:
      '/usr/bin/g++ -DONLINE_JUDGE -O2 -w -fmax-errors=3 -std=c++14 {src_path} -lm -o {exe_path}',
    template: CPP_AB,
    codeTemplate: CPP_FILL,
  },
  {
    name: 'Java',
    description: 'OpenJDK 1.8',
    contentType: 'text/x-java',
    compileCommand: '/usr/bin/javac {src_path} -d {exe_dir} -encoding UTF8',
    template: JAVA_AB,
  },
  {
    name: 'Python3',
    description: 'Python 3.7.5',
    contentType: 'text/x-python',
    compileCommand: '/usr/bin/python3 -m py_compile {src_path}',
    template: PY3_AB,
  },
  {
    name: 'Python2',
    description: 'Python 2.7.17',
    contentType: 'text/x-python',
    compileCommand: '/usr/bin/python -m py_compile {src_path}',
    template: PY2_AB,
  },
  {
    name: 'Golang',
    description: 'Golang 1.19',
    contentType: 'text/x-go',
    compileCommand: '/usr/bin/go build -o {exe_path} {src_path}',
    template: GO_AB,
  },
  {
    name: 'C#',
    description: 'C# Mono 4.6.2',
    contentType: 'text/x-csharp',
    compileCommand: '/usr/bin/mcs -optimize+ -out:{exe_path} {src_path}',
    template: CS_AB,
  },
  {
    name: 'PHP',
    description: 'PHP 7.3.33',
    contentType: 'text/x-php',
    compileCommand: '/usr/bin/php {src_path}',
    template: PHP_AB,
  },
  {
    name: 'PyPy2',
    description: 'PyPy 2.7.18 (7.3.8)',
    contentType: 'text/x-python',
    compileCommand: '/usr/bin/pypy -m py_compile {src_path}',
    template: PY2_AB,
  },
  {
    name: 'PyPy3',
    description: 'PyPy 3.8.12 (7.3.8)',
    contentType: 'text/x-python',
    compileCommand: '/usr/bin/pypy3 -m py_compile {src_path}',
    template: PY3_AB,
  },
  {
    name: 'JavaScript Node',
    description: 'Node.js 14.19.0',
    contentType: 'text/javascript',
    compileCommand: '/usr/bin/node {src_path}',
    template: NODE_AB,
  },
  {
    name: 'JavaScript V8',
    description: 'JavaScript V8 8.4.109',
    contentType: 'text/javascript',
    compileCommand: '/usr/bin/jsv8/d8 {src_path}',
    template: V8_AB,
  },
  {
    name: 'Ruby',
    description: 'Ruby 2.5.1',
    contentType: 'text/x-ruby',
    compileCommand: '/usr/bin/ruby -c {src_path}',
    template: RUBY_AB,
  },
  {
    name: 'Rust',
    description: 'Rust 1.65.0',
    contentType: 'text/x-rustsrc',
    compileCommand: '/usr/bin/rustc -O -o {exe_path} {src_path}',
    template: RUST_AB,
  },
];

/** Languages of the remote judges the seeded remote problems use (their own names; GYM shares CF's). */
const remote: Record<string, readonly Draft[]> = {
  HDU: [
    { name: 'G++', description: 'G++', contentType: 'text/x-c++src' },
    { name: 'GCC', description: 'GCC', contentType: 'text/x-csrc' },
    { name: 'C++', description: 'C++', contentType: 'text/x-c++src' },
    { name: 'C', description: 'C', contentType: 'text/x-csrc' },
    { name: 'Pascal', description: 'Pascal', contentType: 'text/x-pascal' },
    { name: 'Java', description: 'Java', contentType: 'text/x-java' },
    { name: 'C#', description: 'C#', contentType: 'text/x-csharp' },
  ],
  CF: [
    { name: 'GNU GCC C11 5.1.0', description: 'GNU GCC C11 5.1.0', contentType: 'text/x-csrc' },
    { name: 'GNU G++17 7.3.0', description: 'GNU G++17 7.3.0', contentType: 'text/x-c++src' },
    {
      name: 'GNU G++20 11.2.0 (64 bit, winlibs)',
      description: 'GNU G++20 11.2.0 (64 bit, winlibs)',
      contentType: 'text/x-c++src',
    },
    { name: 'Java 11.0.6', description: 'Java 11.0.6', contentType: 'text/x-java' },
    { name: 'Python 3.9.1', description: 'Python 3.9.1', contentType: 'text/x-python' },
    { name: 'PyPy 3.7 (7.3.0)', description: 'PyPy 3.7 (7.3.0)', contentType: 'text/x-python' },
    { name: 'Kotlin 1.4.0', description: 'Kotlin 1.4.0', contentType: 'text/x-java' },
    { name: 'Rust 1.49.0', description: 'Rust 1.49.0', contentType: 'text/x-rustsrc' },
  ],
  POJ: [
    { name: 'G++', description: 'G++', contentType: 'text/x-c++src' },
    { name: 'GCC', description: 'GCC', contentType: 'text/x-csrc' },
    { name: 'Java', description: 'Java', contentType: 'text/x-java' },
    { name: 'Pascal', description: 'Pascal', contentType: 'text/x-pascal' },
    { name: 'C++', description: 'C++', contentType: 'text/x-c++src' },
    { name: 'C', description: 'C', contentType: 'text/x-csrc' },
    { name: 'Fortran', description: 'Fortran', contentType: 'text/x-fortran' },
  ],
  SPOJ: [
    { name: 'C++ (gcc 8.3)', description: 'C++ (gcc 8.3)', contentType: 'text/x-c++src' },
    { name: 'C (gcc 8.3)', description: 'C (gcc 8.3)', contentType: 'text/x-csrc' },
    { name: 'Java (HotSpot 12)', description: 'Java (HotSpot 12)', contentType: 'text/x-java' },
    { name: 'Python 3 (python 3.7.3)', description: 'Python 3 (python 3.7.3)', contentType: 'text/x-python' },
  ],
  AC: [
    { name: 'C++ 20 (gcc 12.2)', description: 'C++ 20 (gcc 12.2)', contentType: 'text/x-c++src' },
    { name: 'C (gcc 12.2.0)', description: 'C (gcc 12.2.0)', contentType: 'text/x-csrc' },
    { name: 'Java (OpenJDK 17)', description: 'Java (OpenJDK 17)', contentType: 'text/x-java' },
    { name: 'Python (CPython 3.11.4)', description: 'Python (CPython 3.11.4)', contentType: 'text/x-python' },
    { name: 'Rust (rustc 1.70.0)', description: 'Rust (rustc 1.70.0)', contentType: 'text/x-rustsrc' },
  ],
};

export function seedLanguages(ctx: SeedContext): LanguageRow[] {
  const created = ctx.ago(400 * DAY);
  const drafts: [string, Draft][] = [
    ...local.map((d): [string, Draft] => ['ME', d]),
    ...Object.entries(remote).flatMap(([oj, list]) => list.map((d): [string, Draft] => [oj, d])),
  ];
  return drafts.map(([oj, draft], index) => ({
    id: index + 1,
    compileCommand: null,
    template: null,
    codeTemplate: null,
    isSpj: false,
    seq: 0,
    ...draft,
    oj,
    gmtCreate: created,
    gmtModified: created,
  }));
}

/** Names of the local judge's languages, for problems' allowed lists. */
export const LOCAL_LANGUAGES = local.map((l) => l.name);

/** Names of a remote judge's languages (GYM uses Codeforces'). */
export function remoteLanguageNames(oj: string): string[] {
  return (remote[oj === 'GYM' ? 'CF' : oj] ?? []).map((l) => l.name);
}
