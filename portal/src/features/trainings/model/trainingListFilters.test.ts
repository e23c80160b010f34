import {
  DEFAULT_TRAINING_FILTERS,
  changeTrainingFilters,
  trainingFiltersOf,
  trainingSearchOf,
} from './trainingListFilters';

const read = (search: string) => trainingFiltersOf(new URLSearchParams(search));

describe('the training list address', () => {
  it('reads the keyword, category, visibility and page', () => {
    expect(read('keyword=%20入门%20&categoryId=2&auth=Private&currentPage=3')).toEqual({
      currentPage: 3,
      keyword: '入门',
      categoryId: 2,
      auth: 'Private',
    });
  });

  it.each(['currentPage=0&categoryId=-1&auth=private', 'currentPage=1.5&categoryId=x&auth=', 'categoryId=0'])(
    'falls back to the defaults for what makes no sense: %s',
    (search) => {
      expect(read(search)).toEqual(DEFAULT_TRAINING_FILTERS);
    },
  );

  it('writes only what is set, the first page left out', () => {
    expect(trainingSearchOf(DEFAULT_TRAINING_FILTERS).toString()).toBe('');
    expect(
      trainingSearchOf({ currentPage: 2, keyword: 'dp', categoryId: 3, auth: 'Public' }).toString(),
    ).toBe('keyword=dp&categoryId=3&auth=Public&currentPage=2');
  });

  it('starts again from the first page when a filter changes', () => {
    const onPage4 = { ...DEFAULT_TRAINING_FILTERS, currentPage: 4, keyword: 'dp' };
    expect(changeTrainingFilters(onPage4, { categoryId: 2 })).toEqual({
      ...onPage4,
      currentPage: 1,
      categoryId: 2,
    });
    expect(changeTrainingFilters(onPage4, { keyword: '' })).toEqual(DEFAULT_TRAINING_FILTERS);
  });
});
