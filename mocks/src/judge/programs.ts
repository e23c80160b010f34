/**
 * Small real programs the seeded submissions carry, one set per language: what a contestant's accepted or
 * nearly accepted solution to a warm-up problem looks like. Each compiles as written (balanced brackets, no
 * directive), so a rejudge of a seeded submission comes out accepted.
 */
type Program = Record<'C' | 'C++' | 'Java' | 'Python3', string>;

const sum: Program = {
  C: `#include <stdio.h>

int main(void) {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2) {
        printf("%lld\\n", a + b);
    }
    return 0;
}
`,
  'C++': `#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    long long a, b;
    while (cin >> a >> b) {
        cout << a + b << '\\n';
    }
    return 0;
}
`,
  Java: `import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        while (in.hasNextLong()) {
            long a = in.nextLong();
            long b = in.nextLong();
            System.out.println(a + b);
        }
    }
}
`,
  Python3: `import sys

for line in sys.stdin:
    parts = line.split()
    if len(parts) == 2:
        print(int(parts[0]) + int(parts[1]))
`,
};

const sieve: Program = {
  C: `#include <stdio.h>
#include <string.h>

#define MAXN 1000001
static char composite[MAXN];

int main(void) {
    int n, count = 0;
    if (scanf("%d", &n) != 1) return 0;
    memset(composite, 0, sizeof(composite));
    for (int i = 2; i <= n; i++) {
        if (composite[i]) continue;
        count++;
        for (long long j = (long long)i * i; j <= n; j += i) composite[j] = 1;
    }
    printf("%d\\n", count);
    return 0;
}
`,
  'C++': `#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<bool> composite(n + 1, false);
    int count = 0;
    for (int i = 2; i <= n; ++i) {
        if (composite[i]) continue;
        ++count;
        for (long long j = 1LL * i * i; j <= n; j += i) composite[j] = true;
    }
    cout << count << endl;
    return 0;
}
`,
  Java: `import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        boolean[] composite = new boolean[n + 1];
        int count = 0;
        for (int i = 2; i <= n; i++) {
            if (composite[i]) continue;
            count++;
            for (long j = (long) i * i; j <= n; j += i) composite[(int) j] = true;
        }
        System.out.println(count);
    }
}
`,
  Python3: `n = int(input())
composite = bytearray(n + 1)
count = 0
for i in range(2, n + 1):
    if composite[i]:
        continue
    count += 1
    composite[i * i :: i] = bytearray(len(range(i * i, n + 1, i)))
print(count)
`,
};

const palindrome: Program = {
  C: `#include <stdio.h>
#include <string.h>

char s[100005];

int main(void) {
    scanf("%100000s", s);
    int n = (int)strlen(s), ok = 1;
    for (int i = 0, j = n - 1; i < j; i++, j--) {
        if (s[i] != s[j]) { ok = 0; break; }
    }
    puts(ok ? "Yes" : "No");
    return 0;
}
`,
  'C++': `#include <bits/stdc++.h>
using namespace std;

int main() {
    string s;
    cin >> s;
    string r(s.rbegin(), s.rend());
    cout << (s == r ? "Yes" : "No") << endl;
    return 0;
}
`,
  Java: `import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        String s = in.next();
        String r = new StringBuilder(s).reverse().toString();
        System.out.println(s.equals(r) ? "Yes" : "No");
    }
}
`,
  Python3: `s = input().strip()
print("Yes" if s == s[::-1] else "No")
`,
};

const fibonacci: Program = {
  C: `#include <stdio.h>

#define MOD 1000000007LL

int main(void) {
    int n;
    scanf("%d", &n);
    long long a = 0, b = 1;
    for (int i = 0; i < n; i++) {
        long long t = (a + b) % MOD;
        a = b;
        b = t;
    }
    printf("%lld\\n", a);
    return 0;
}
`,
  'C++': `#include <bits/stdc++.h>
using namespace std;
const long long MOD = 1e9 + 7;

int main() {
    int n;
    cin >> n;
    long long a = 0, b = 1;
    for (int i = 0; i < n; ++i) {
        tie(a, b) = make_pair(b, (a + b) % MOD);
    }
    cout << a << '\\n';
    return 0;
}
`,
  Java: `import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        final long MOD = 1_000_000_007L;
        int n = new Scanner(System.in).nextInt();
        long a = 0, b = 1;
        for (int i = 0; i < n; i++) {
            long t = (a + b) % MOD;
            a = b;
            b = t;
        }
        System.out.println(a);
    }
}
`,
  Python3: `MOD = 10**9 + 7
n = int(input())
a, b = 0, 1
for _ in range(n):
    a, b = b, (a + b) % MOD
print(a)
`,
};

const PROGRAMS: readonly Program[] = [sum, sieve, palindrome, fibonacci];

/** The languages a seeded submission is written in: C++ most, then Python, Java and C. */
const SEED_LANGUAGES = ['C++', 'C++', 'C++ With O2', 'Python3', 'Python3', 'Java', 'C'] as const;

/** A program for a seeded submission, chosen by a stable number (problem and user) and allowed languages. */
export function seededProgram(seed: number, allowed: readonly string[]): { language: string; code: string } {
  const usable = SEED_LANGUAGES.filter((l) => allowed.length === 0 || allowed.includes(l));
  const language = usable[seed % Math.max(usable.length, 1)] ?? 'C++';
  const program = PROGRAMS[Math.floor(seed / 7) % PROGRAMS.length] ?? sum;
  const key: keyof Program = language === 'C++ With O2' ? 'C++' : (language as keyof Program);
  return { language, code: program[key] };
}
