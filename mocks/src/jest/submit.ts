import type { Judge } from '@generated/model/index';
import { call } from './requests';

/** For the judge domain's tests: an A + B program in C++ that compiles and carries no directive. */
export const APLUSB = `#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b;
    cin >> a >> b;
    cout << a + b << endl;
    return 0;
}
`;

/** Submits `APLUSB` to P1001 outside contests, with any field replaced. */
export function submit(token: string, fields: Record<string, unknown> = {}) {
  return call<Judge>('/api/submit-problem-judge', {
    token,
    json: { pid: 'P1001', language: 'C++', code: APLUSB, cid: 0, gid: null, isRemote: false, ...fields },
  });
}
