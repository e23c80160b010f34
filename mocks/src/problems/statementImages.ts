import { PUBLIC_IMG_PREFIX, storePublicFile } from '../store/schema/files';

/**
 * Small hand-drawn figures of the statements, served under `/api/public/img/` like images uploaded with the
 * Markdown editor. Each carries its own light background so it reads the same in both themes.
 */
interface Figure {
  body: string;
  width: number;
  height: number;
}

const figures: Record<string, Figure> = {
  'problem-knight-moves.svg': knightMoves(),
  'problem-hanoi.svg': hanoi(),
  'problem-convex-hull.svg': convexHull(),
  'problem-tree-diameter.svg': treeDiameter(),
};

type FigureName = keyof typeof figures & string;

export const figureUrl = (name: FigureName): string => `${PUBLIC_IMG_PREFIX}${name}`;

/**
 * A figure as the statement shows it: an `<img>` with the figure's width and height, so the page keeps its
 * place before it has loaded instead of moving the text below down when it comes (and the content's
 * `max-width: 100%; height: auto` keeps its proportions on a narrow screen).
 */
export function figureImage(name: FigureName, alt: string): string {
  const figure = figures[name];
  if (!figure) throw new Error(`no figure ${name}`);
  const text = alt.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<img src="${figureUrl(name)}" alt="${text}" width="${figure.width}" height="${figure.height}">`;
}

export function storeStatementImages(): void {
  for (const [name, { body }] of Object.entries(figures))
    storePublicFile(name, { contentType: 'image/svg+xml', body });
}

function svg(width: number, height: number, label: string, content: string): Figure {
  const body = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    content,
    '</svg>',
  ].join('');
  return { body, width, height };
}

/** An 8×8 board: the knight on d4 and the eight squares it reaches. */
function knightMoves(): Figure {
  const cell = 30;
  const squares: string[] = [];
  for (let row = 0; row < 8; row += 1)
    for (let col = 0; col < 8; col += 1) {
      const dark = (row + col) % 2 === 1;
      squares.push(
        `<rect x="${col * cell}" y="${row * cell}" width="${cell}" height="${cell}" fill="${dark ? '#b58863' : '#f0d9b5'}"/>`,
      );
    }
  // d4 is column 3 from the left, row 4 from the bottom (row index 4 from the top).
  const knight = { col: 3, row: 4 };
  const jumps = [
    [1, 2],
    [2, 1],
    [2, -1],
    [1, -2],
    [-1, -2],
    [-2, -1],
    [-2, 1],
    [-1, 2],
  ] as const;
  const targets = jumps.map(
    ([dc, dr]) =>
      `<circle cx="${(knight.col + dc) * cell + cell / 2}" cy="${(knight.row + dr) * cell + cell / 2}" r="8" fill="#2e7d32"/>`,
  );
  const piece = `<text x="${knight.col * cell + cell / 2}" y="${knight.row * cell + 22}" font-size="22" text-anchor="middle" fill="#111111">♞</text>`;
  return svg(
    8 * cell,
    8 * cell,
    'A knight on d4 and the eight squares it can reach',
    [...squares, ...targets, piece].join(''),
  );
}

/** Three pegs A, B, C with three discs on A. */
function hanoi(): Figure {
  const pegs = ['A', 'B', 'C']
    .map((name, i) => {
      const x = 70 + i * 130;
      return `<rect x="${x - 4}" y="30" width="8" height="110" fill="#6d4c41"/><text x="${x}" y="165" font-size="16" text-anchor="middle" fill="#111111">${name}</text>`;
    })
    .join('');
  const discs = [90, 66, 42]
    .map(
      (w, i) =>
        `<rect x="${70 - w / 2}" y="${118 - i * 22}" width="${w}" height="20" rx="4" fill="${['#1565c0', '#2e7d32', '#c62828'][i]}"/>`,
    )
    .join('');
  return svg(
    400,
    175,
    'Three pegs A, B and C; three discs stacked on peg A, largest at the bottom',
    `<rect x="10" y="140" width="380" height="6" fill="#6d4c41"/>${pegs}${discs}`,
  );
}

/** The sample's four points and their hull. */
function convexHull(): Figure {
  const points = [
    [4, 8],
    [4, 12],
    [5, 9.3],
    [7, 8],
  ] as const;
  const px = (x: number) => 40 + (x - 3) * 50;
  const py = (y: number) => 240 - (y - 7) * 40;
  const hull = `<polygon points="${[points[0], points[3], points[1]].map(([x, y]) => `${px(x)},${py(y)}`).join(' ')}" fill="#e3f2fd" stroke="#1565c0" stroke-width="2"/>`;
  const dots = points
    .map(
      ([x, y]) =>
        `<circle cx="${px(x)}" cy="${py(y)}" r="5" fill="#c62828"/><text x="${px(x) + 8}" y="${py(y) - 6}" font-size="13" fill="#111111">(${x}, ${y})</text>`,
    )
    .join('');
  return svg(
    300,
    260,
    'Four points; the hull is the triangle (4, 8), (7, 8), (4, 12) and (5, 9.3) lies inside',
    hull + dots,
  );
}

/** The sample tree with its edge weights; the diameter 3–2–4–5 drawn thick. */
function treeDiameter(): Figure {
  const at: Record<number, [number, number]> = {
    1: [50, 40],
    2: [150, 90],
    3: [60, 170],
    4: [250, 90],
    5: [330, 170],
  };
  const edges: [number, number, number, boolean][] = [
    [1, 2, 3, false],
    [2, 3, 4, true],
    [2, 4, 2, true],
    [4, 5, 6, true],
  ];
  const lines = edges
    .map(([a, b, w, onPath]) => {
      const [x1, y1] = at[a] ?? [0, 0];
      const [x2, y2] = at[b] ?? [0, 0];
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${onPath ? '#c62828' : '#555555'}" stroke-width="${onPath ? 4 : 2}"/><text x="${(x1 + x2) / 2 + 6}" y="${(y1 + y2) / 2 - 6}" font-size="14" fill="#111111">${w}</text>`;
    })
    .join('');
  const nodes = Object.entries(at)
    .map(
      ([id, [x, y]]) =>
        `<circle cx="${x}" cy="${y}" r="14" fill="#ffffff" stroke="#1565c0" stroke-width="2"/><text x="${x}" y="${y + 5}" font-size="14" text-anchor="middle" fill="#111111">${id}</text>`,
    )
    .join('');
  return svg(380, 200, 'A tree of five vertices; the longest path 3-2-4-5 has length 12', lines + nodes);
}
