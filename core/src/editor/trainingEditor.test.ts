import { TrainingAuth } from '@generated/model/index';
import type { EditorMessage } from './editorMessages';
import {
  TRAINING_DEFAULTS,
  fromTrainingDto,
  toTrainingBody,
  trainingSchema,
  type TrainingForm,
} from './trainingEditor';
import { validateForm } from './validateForm';

const graphs = (overrides: Partial<TrainingForm> = {}): TrainingForm => ({
  ...TRAINING_DEFAULTS,
  title: 'Graph Theory Basics',
  description: 'BFS, DFS, shortest paths and spanning trees.',
  categoryId: 2,
  ...overrides,
});

async function errorsOf(form: TrainingForm) {
  const errors = await validateForm(trainingSchema(), form);
  return errors.map(({ path, message }) => {
    const { key, values } = message as EditorMessage;
    return values ? { path, key, values } : { path, key };
  });
}

describe('TRAINING_DEFAULTS', () => {
  it('open a visible public training ranked 1000', () => {
    expect(TRAINING_DEFAULTS).toMatchObject({ rank: 1000, auth: 'Public', status: true });
  });
});

describe('trainingSchema', () => {
  it('accepts a complete training', async () => {
    expect(await errorsOf(graphs())).toEqual([]);
  });

  it('requires title, description, rank and category', async () => {
    expect(await errorsOf(graphs({ title: ' ', description: '', rank: null, categoryId: null }))).toEqual([
      { path: 'title', key: 'editor.error.required', values: { field: 'editor.field.trainingTitle' } },
      {
        path: 'description',
        key: 'editor.error.required',
        values: { field: 'editor.field.trainingDescription' },
      },
      { path: 'rank', key: 'editor.error.required', values: { field: 'editor.field.trainingRank' } },
      {
        path: 'categoryId',
        key: 'editor.error.required',
        values: { field: 'editor.field.trainingCategory' },
      },
    ]);
  });

  it('caps the title at 255 characters', async () => {
    expect(await errorsOf(graphs({ title: 'x'.repeat(256) }))).toEqual([
      {
        path: 'title',
        key: 'editor.error.maxLength',
        values: { field: 'editor.field.trainingTitle', max: 255 },
      },
    ]);
  });

  it('keeps the rank a whole number from 0 to 2147483647', async () => {
    for (const rank of [-1, 2147483648, 1.5]) {
      expect(await errorsOf(graphs({ rank }))).toEqual([{ path: 'rank', key: 'editor.error.trainingRank' }]);
    }
    expect(await errorsOf(graphs({ rank: 0 }))).toEqual([]);
    expect(await errorsOf(graphs({ rank: 2147483647 }))).toEqual([]);
  });

  it('needs a password for a private training only', async () => {
    expect(await errorsOf(graphs({ auth: TrainingAuth.PRIVATE }))).toEqual([
      {
        path: 'privatePwd',
        key: 'editor.error.required',
        values: { field: 'editor.field.trainingPassword' },
      },
    ]);
    expect(await errorsOf(graphs({ auth: TrainingAuth.PRIVATE, privatePwd: 'bfs-dfs' }))).toEqual([]);
  });
});

describe('training bodies', () => {
  const category = { id: 2, name: 'Graphs', color: '#67c23a' };

  it('send the training with its chosen category', () => {
    const body = toTrainingBody(graphs({ id: 8, author: 'root' }), category);
    expect(body).toEqual({
      training: {
        id: 8,
        title: 'Graph Theory Basics',
        description: 'BFS, DFS, shortest paths and spanning trees.',
        author: 'root',
        auth: 'Public',
        privatePwd: null,
        status: true,
        rank: 1000,
        gid: null,
        isGroup: false,
      },
      trainingCategory: category,
    });
    expect(toTrainingBody(graphs()).trainingCategory).toEqual({ id: 2 });
    expect(toTrainingBody(graphs()).training?.id).toBeUndefined();
  });

  it('give back the same form after a save (form → body → form)', () => {
    const form = graphs({
      id: 8,
      author: 'root',
      auth: TrainingAuth.PRIVATE,
      privatePwd: 'bfs-dfs',
      rank: 3,
    });
    expect(fromTrainingDto(toTrainingBody(form, category))).toEqual(form);
  });

  it('read nulls as defaults', () => {
    expect(fromTrainingDto({ training: null, trainingCategory: null })).toEqual({
      ...TRAINING_DEFAULTS,
      rank: 1000,
    });
    expect(fromTrainingDto({ training: { auth: 'Odd' as never, rank: null } }).auth).toBe('Public');
  });
});
