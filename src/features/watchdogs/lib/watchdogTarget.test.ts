import { targetFromQuery } from './watchdogTarget';

const decode = (segments: string[]) => (segments[0] === 'q' && segments[1] ? { q: segments[1] } : {});

describe('targetFromQuery', () => {
  it.each([
    [{ work: '12' }, { type: 'work', workId: 12 }],
    [{ edition: ['7'] }, { type: 'edition', editionId: 7 }],
    [{ author: '3' }, { type: 'author', authorId: 3 }],
    [{ filters: 'q/Čapek' }, { type: 'filter', filters: { q: 'Čapek' } }],
    [{ work: '0' }, null],
    [{ work: '99999999999' }, null],
    [{ work: '1e3' }, null],
    [{ filters: 'nonsense' }, null],
    [{}, null],
  ])('%j → %j', (query, expected) => {
    expect(targetFromQuery(query, decode)).toEqual(expected);
  });
});
