import { describe, expect, it } from 'vitest';
import { altFromCaption, feedSearchParams, readFeedQuery, sameFeedQuery, toFeedQuery } from './feed-query.ts';

const DEFAULT = 'glowandgo.mobile';
const read = (search: string) => readFeedQuery(new URLSearchParams(search), DEFAULT);

describe('readFeedQuery', () => {
  it.each([
    ['', { username: DEFAULT, hashtag: '' }],
    ['?username=', { username: DEFAULT, hashtag: '' }],
    ['?username=%20%20&hashtag=', { username: DEFAULT, hashtag: '' }],
    ['?username=someone', { username: 'someone', hashtag: '' }],
    ['?username=%40someone&hashtag=%23%23Gems', { username: 'someone', hashtag: 'Gems' }],
    ['?hashtag=toothgems', { username: DEFAULT, hashtag: 'toothgems' }],
    ['?username=a&username=b', { username: 'a', hashtag: '' }],
  ])('%s', (search, expected) => expect(read(search)).toEqual(expected));
});

it('writes the hashtag only when there is one', () => {
  expect(feedSearchParams({ username: 'glow', hashtag: '' }).toString()).toBe('username=glow');
  expect(feedSearchParams({ username: 'glow', hashtag: 'quinceañera' }).toString()).toBe('username=glow&hashtag=quincea%C3%B1era');
});

it('round-trips through the URL', () => {
  const query = toFeedQuery(' @glow ', '#gems ', DEFAULT);
  expect(query).toEqual({ username: 'glow', hashtag: 'gems' });
  expect(sameFeedQuery(read(`?${feedSearchParams(query)}`), query)).toBe(true);
  expect(sameFeedQuery(query, { ...query, hashtag: '' })).toBe(false);
});

describe('altFromCaption', () => {
  it.each([
    ['', 'Instagram post'],
    ['   \n ', 'Instagram post'],
    ['Fresh gems!', 'Fresh gems!'],
    ['one\ntwo   three', 'one two three'],
    ['1 2 3 4 5 6 7 8 9 10', '1 2 3 4 5 6 7 8 9 10'],
    ['1 2 3 4 5 6 7 8 9 10 11 12', '1 2 3 4 5 6 7 8 9 10…'],
  ])('%j -> %j', (caption, alt) => expect(altFromCaption(caption, 'Instagram post')).toBe(alt));
});
