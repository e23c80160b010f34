import type { HttpHandler } from 'msw';
import { mswPath, operations, type ContractOperation } from '../contract/spec';
import { xlsx } from '../http/xlsx';
import { zip } from '../http/zip';
import { recordFallbackHit } from './emptyHandlers';
import { quietHandler } from '../contract/handler';

/**
 * orval's generated handlers answer a download with JSON, which breaks the contract; these answer every download
 * operation without store logic with a small real file of its media type instead, named as the backend names it.
 */

interface FileAnswer {
  name: string;
  body: Uint8Array<ArrayBuffer> | string;
}

const XLSX = 'application/xlsx';
const query = (url: URL, name: string) => url.searchParams.get(name) ?? '1';
/** Fixed demo names: a fallback file is the same every time, never invented text. */
const names = () => ['alice', 'bob', 'carol'];

const files: Record<string, (url: URL) => FileAnswer> = {
  downloadContestACSubmission: (url) => ({
    name: `contest_${query(url, 'cid')}_${Date.now()}.zip`,
    body: zip(names().map((user) => ({ name: `${user}/A.cpp`, content: 'int main() { return 0; }\n' }))),
  }),
  downloadContestPrintText: (url) => ({
    name: `print_${query(url, 'id')}.txt`,
    body: '#include <stdio.h>\nint main() { return 0; }\n',
  }),
  downloadContestRank: (url) => ({
    name: `contest_${query(url, 'cid')}_rank.xlsx`,
    body: xlsx([
      ['Rank', 'Username', 'AC', 'Total Time'],
      ...names().map((user, i) => [i + 1, user, 3 - i, 3600 + i * 600]),
    ]),
  }),
  generateUserExcel: (url) => ({
    name: `${query(url, 'key')}.xlsx`,
    body: xlsx([['username', 'password'], ...names().map((user) => [user, `${user}123`])]),
  }),
};

function fileFor(op: ContractOperation, url: URL): FileAnswer {
  const known = files[op.id];
  if (known) return known(url);
  return op.successMediaTypes.includes(XLSX)
    ? { name: `${op.id}.xlsx`, body: xlsx([['id'], [1]]) }
    : { name: `${op.id}.zip`, body: zip([{ name: 'README.txt', content: `${op.id}\n` }]) };
}

const isDownload = (op: ContractOperation) =>
  op.attachment && op.successMediaTypes.length > 0 && !op.successMediaTypes.includes('application/json');

export const downloadFallbacks: HttpHandler[] = operations.filter(isDownload).map((op) =>
  quietHandler(op.method, mswPath(op), ({ request }) => {
    recordFallbackHit(op.id);
    const { name, body } = fileFor(op, new URL(request.url));
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': op.successMediaTypes[0] ?? 'application/octet-stream',
        'Content-Disposition': `attachment;filename=${encodeURIComponent(name)}`,
        'Access-Control-Expose-Headers': 'Content-Disposition',
      },
    });
  }),
);
