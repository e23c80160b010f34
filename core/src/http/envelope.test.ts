import { bodyStatus, envelopeData, isJsonContentType, serverMsg } from './envelope';

describe('bodyStatus', () => {
  it.each<[string, unknown, number | null | undefined]>([
    ['no status key', { msg: 'ok' }, undefined],
    ['an undefined status', { status: undefined }, undefined],
    ['no object', 'SUCCESS', undefined],
    ['an array', [{ status: 500 }], undefined],
    ['null', null, undefined],
    ['a code', { status: 403 }, 403],
    ['a name', { status: 'Not_Found' }, 404],
    ['a padded numeric string', { status: ' 500 ' }, 500],
    ['a fractional string', { status: '200.5' }, null],
    ['an empty string', { status: '' }, null],
    ['an object', { status: { code: 200 } }, null],
  ])('%s → %p', (_name, body, expected) => {
    expect(bodyStatus(body)).toBe(expected);
  });
});

describe('serverMsg', () => {
  it('is the message as sent, or null when there is none worth showing', () => {
    expect(serverMsg({ msg: ' 已保存 ' })).toBe(' 已保存 ');
    expect(serverMsg({ msg: '' })).toBeNull();
    expect(serverMsg({ msg: null })).toBeNull();
    expect(serverMsg(['msg'])).toBeNull();
    expect(serverMsg(null)).toBeNull();
  });
});

describe('envelopeData', () => {
  it('is data of an envelope and anything else as it is', () => {
    expect(envelopeData({ status: 200, msg: 'ok', data: [1] })).toEqual([1]);
    expect(envelopeData({ data: 'x' })).toBe('x');
    expect(envelopeData({ status: 200 })).toBeUndefined();
    expect(envelopeData({ records: [] })).toEqual({ records: [] });
    expect(envelopeData([{ data: 1 }])).toEqual([{ data: 1 }]);
    expect(envelopeData(null)).toBeNull();
  });
});

describe('isJsonContentType', () => {
  it.each<[string | null, boolean]>([
    ['application/json', true],
    ['application/json;charset=UTF-8', true],
    ['Application/JSON', true],
    ['application/vnd.api+json', true],
    ['application/x-ndjson', false],
    ['application/jsonp', false],
    ['text/plain', false],
    [null, false],
  ])('%p → %p', (contentType, json) => {
    expect(isJsonContentType(contentType)).toBe(json);
  });
});
