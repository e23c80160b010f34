import { parseExamples } from '@hoj/core/parse/problemExamples';
import { installMockServer } from '../jest/installMockServer';
import { send } from '../jest/requests';
import { languageJudgeOf } from '../store/queries/problems';
import { contestProblems, languages, problemTags, problems } from '../store/schema/problems';

installMockServer();

describe('the seeded problems', () => {
  it('keep the ids other seeds refer to, and each has a statement with samples', () => {
    // The groups' own problems (seeded by the groups, after the site's) are left out.
    const site = problems.filter((p) => !p.isRemote && (p.gid === null || p.id <= 1040));
    expect(site.map((p) => p.problemId)).toEqual(Array.from({ length: 40 }, (_, i) => `P${1001 + i}`));
    for (const p of problems.all()) {
      expect({ id: p.problemId, description: p.description.length > 8 }).toEqual({
        id: p.problemId,
        description: true,
      });
      const samples = parseExamples(p.examples).length;
      expect({ id: p.problemId, samples: samples >= 1 && samples <= 3 }).toEqual({
        id: p.problemId,
        samples: true,
      });
    }
  });

  it('allow 4 to 8 known languages, with templates only for allowed ones', () => {
    for (const p of problems.all()) {
      const known = p.languages.filter((name) => languages.one('name', `${languageJudgeOf(p)}:${name}`));
      expect({ id: p.problemId, known: known.length }).toEqual({
        id: p.problemId,
        known: p.languages.length,
      });
      expect(p.languages.length).toBeGreaterThanOrEqual(4);
      expect(p.languages.length).toBeLessThanOrEqual(8);
      expect(Object.keys(p.codeTemplates).every((name) => p.languages.includes(name))).toBe(true);
    }
  });

  it('give OI problems cases worth their total, one score per subtask', () => {
    for (const p of problems.filter((row) => row.type === 1)) {
      const grouped = p.cases.some((c) => c.groupNum !== null);
      expect(grouped).toBe(p.judgeCaseMode === 'subtask_lowest' || p.judgeCaseMode === 'subtask_average');
      const groups = new Map(p.cases.map((c) => [c.groupNum, c.score]));
      const total = grouped
        ? [...groups.values()].reduce((a, b) => a + b, 0)
        : p.cases.reduce((a, c) => a + c.score, 0);
      expect({ id: p.problemId, total }).toEqual({ id: p.problemId, total: p.ioScore });
    }
    expect(problems.filter((p) => p.judgeCaseMode === 'ergodic_without_error')).toHaveLength(1);
    expect(problems.filter((p) => p.judgeMode === 'spj')).toHaveLength(1);
    expect(problems.filter((p) => p.isFileIO)).toHaveLength(1);
    expect(problems.filter((p) => p.userExtraFile !== null)).toHaveLength(1);
    expect(problems.filter((p) => !p.codeShare)).toHaveLength(1);
  });

  it('link every remote problem to its judge’s tags and every contest problem to a problem', () => {
    for (const p of problems.filter((row) => row.isRemote)) {
      expect(p.problemId.startsWith(`${p.remoteOj}-`)).toBe(true);
      expect(problemTags.count('pid', p.id)).toBeGreaterThan(0);
    }
    expect(contestProblems.all().every((cp) => problems.get(cp.pid) !== undefined)).toBe(true);
  });

  it('serve the statements’ figures as SVG images', async () => {
    const figures = new Set(
      problems
        .all()
        .flatMap((p) => [...p.description.matchAll(/\/api\/public\/img\/([\w.-]+)/g)].map((m) => m[1])),
    );
    expect(figures.size).toBe(4);
    for (const name of figures) {
      const response = await send(`/api/public/img/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg[^>]+role="img"/);
    }
  });

  it('give every figure its size, so the statement keeps its place before the image arrives', async () => {
    const images = problems
      .all()
      .flatMap((p) => [...p.description.matchAll(/<img [^>]*>/g)].map((m) => m[0]));
    expect(images).toHaveLength(4);
    for (const image of images) {
      const [, src, width, height] = /src="([^"]+)".* width="(\d+)" height="(\d+)"/.exec(image) ?? [];
      const svg = await (await send(src ?? '')).text();
      expect(svg).toContain(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`);
    }
  });
});
