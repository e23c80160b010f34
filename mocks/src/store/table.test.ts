import { table, tableProblems } from './table';

interface Person {
  id: number;
  name: string;
  email: string | null;
  team: string;
}

const people = () =>
  table<Person>()({
    name: 'person',
    key: (p) => p.id,
    indexes: { name: (p) => p.name.toLowerCase(), email: (p) => p.email, team: (p) => p.team },
  });

const ann: Person = { id: 1, name: 'Ann', email: 'ann@x.test', team: 'red' };
const bob: Person = { id: 2, name: 'Bob', email: null, team: 'red' };
const cid: Person = { id: 7, name: 'Cid', email: null, team: 'blue' };

describe('Table', () => {
  it('finds rows by key and by index, in insertion order', () => {
    const t = people();
    t.fill([ann, bob, cid]);
    expect(t.get(2)).toBe(bob);
    expect(t.get(3)).toBeUndefined();
    expect(t.one('name', 'ann')).toBe(ann);
    expect(t.where('team', 'red')).toEqual([ann, bob]);
    expect(t.where('email', null)).toEqual([bob, cid]);
    expect(t.count('team', 'blue')).toBe(1);
    expect(t.all()).toEqual([ann, bob, cid]);
  });

  it('refuses a second row with the same key', () => {
    const t = people();
    t.fill([ann]);
    expect(() => t.insert({ ...ann })).toThrow('person: a row with key 1 exists');
  });

  it('moves a row between index entries when it is updated', () => {
    const t = people();
    t.fill([{ ...ann }, { ...bob }]);
    const row = t.get(1);
    if (!row) throw new Error('seeded');
    t.update(row, { name: 'Anne', team: 'blue' });
    expect(t.one('name', 'ann')).toBeUndefined();
    expect(t.one('name', 'anne')).toBe(row);
    expect(t.where('team', 'red').map((p) => p.id)).toEqual([2]);
    expect(tableProblems()).toEqual([]);
  });

  it('reports an indexed field changed behind its back', () => {
    const t = people();
    t.fill([{ ...ann }]);
    const row = t.get(1);
    if (!row) throw new Error('seeded');
    row.team = 'green';
    expect(t.problems()).toEqual(['person.team: row 1 is filed under red but holds green']);
  });

  it('forgets deleted rows in every index', () => {
    const t = people();
    t.fill([ann, bob, cid]);
    expect(t.deleteWhere((p) => p.team === 'red')).toBe(2);
    expect(t.where('team', 'red')).toEqual([]);
    expect(t.one('name', 'bob')).toBeUndefined();
    expect(t.delete(7)).toBe(cid);
    expect(t.size).toBe(0);
  });

  it('hands out ids after the largest one, never twice', () => {
    const t = people();
    t.fill([ann, cid]);
    expect(t.nextId()).toBe(8);
    t.insert({ ...bob, id: 8 });
    t.delete(8);
    expect(t.nextId()).toBe(9);
    t.fill([ann]);
    expect(t.nextId()).toBe(2);
  });

  it('lets rows made on first read be made before any lookup by an index finds them', () => {
    const t = people();
    const asked: unknown[] = [];
    t.beforeIndexRead('team', (team) => {
      asked.push(team);
      if (team === 'green' && !t.has(9)) t.insert({ id: 9, name: 'Gil', email: null, team: 'green' });
    });
    expect(t.some((p) => p.team === 'green')).toBe(false);
    expect(t.count('team', 'green')).toBe(1);
    expect(t.where('team', 'green').map((p) => p.name)).toEqual(['Gil']);
    expect(t.one('team', 'green')?.id).toBe(9);
    expect(t.where('team', 'red')).toEqual([]);
    expect(asked).toEqual(['green', 'green', 'green', 'red']);
  });
});
