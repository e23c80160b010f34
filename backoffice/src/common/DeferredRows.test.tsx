import { useLayoutEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';
import { DeferredRows } from './DeferredRows';

function Names() {
  const { data, selectedIds } = useListContext<{ id: number; name: string }>();
  return (
    <p>
      {data?.map((row) => row.name).join(', ')} ({selectedIds.length} selected)
    </p>
  );
}

const listOf = (names: string[], selectedIds: number[] = []) =>
  ({
    data: names.map((name, id) => ({ id, name })),
    total: names.length,
    isPending: false,
    selectedIds,
  }) as unknown as ListControllerResult;

describe('<DeferredRows>', () => {
  it('gives its rows the list’s state, and the new state once the list has it', async () => {
    let show: (names: string[]) => void = () => undefined;
    function List() {
      const [names, setNames] = useState(['alice']);
      show = setNames;
      return (
        <ListContextProvider value={listOf(names)}>
          <DeferredRows>
            <Names />
          </DeferredRows>
        </ListContextProvider>
      );
    }
    render(<List />);
    expect(screen.getByText('alice (0 selected)')).toBeInTheDocument();

    act(() => show(['alice', 'bob']));
    expect(await screen.findByText('alice, bob (0 selected)')).toBeInTheDocument();
  });

  it('passes a selection through in the same commit: only new records are deferred', () => {
    let select: (ids: number[]) => void = () => undefined;
    const data = listOf(['alice', 'bob']);
    /** What the rows showed when each selection was committed. */
    const shownAtCommit: string[] = [];
    function List() {
      const [selectedIds, setSelectedIds] = useState<number[]>([]);
      select = setSelectedIds;
      useLayoutEffect(() => {
        shownAtCommit.push(document.body.textContent ?? '');
      }, [selectedIds]);
      return (
        <ListContextProvider value={{ ...data, selectedIds }}>
          <DeferredRows>
            <Names />
          </DeferredRows>
        </ListContextProvider>
      );
    }
    render(<List />);
    act(() => select([1]));
    expect(shownAtCommit).toEqual(['alice, bob (0 selected)', 'alice, bob (1 selected)']);
  });
});
