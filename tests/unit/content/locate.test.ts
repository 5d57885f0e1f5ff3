import { describe, expect, it } from 'vitest';
import { locate, type Target } from '../../../src/content/diagnostics/locate.ts';
import { parseYaml } from '../../../src/content/yaml-file.ts';

const source = [
  'title: Home', //                       1
  'services:', //                         2
  '  teethWhitening: yes', //             3
  'blocks:', //                           4
  '  - type: hero', //                    5
  '    title: "Hi"', //                   6
  '    actions: []', //                   7
  'empty:', //                            8
  '',
].join('\n');

const { doc, lc } = parseYaml('t.yaml', source);
const at = (path: PropertyKey[], target: Target) => {
  const { line, column, endLine, endColumn } = locate(doc, lc, path, target);
  return [line, column, endLine, endColumn];
};

describe('locate', () => {
  it('points a value at the value, quotes included', () => {
    expect(at(['services', 'teethWhitening'], 'value')).toEqual([3, 19, 3, 22]);
    expect(at(['blocks', 0, 'title'], 'value')).toEqual([6, 12, 6, 16]);
  });

  it('points a key at the key', () => {
    expect(at(['services', 'teethWhitening'], 'key')).toEqual([3, 3, 3, 17]);
  });

  it('points a missing key at the key of its parent mapping, or at the first line of an unnamed one', () => {
    expect(at(['services', 'parties'], 'parent')).toEqual([2, 1, 2, 9]);
    expect(at(['blocks', 0, 'image'], 'parent')).toEqual([5, 5, 5, 15]);
    expect(at(['name'], 'parent')).toEqual([1, 1, 1, 12]);
  });

  it('points a nested block mapping at its key, a flow value at the value, an empty value at its key', () => {
    expect(at(['services'], 'value')).toEqual([2, 1, 2, 9]);
    expect(at(['blocks', 0, 'actions'], 'value')).toEqual([7, 14, 7, 16]);
    expect(at(['empty'], 'value')).toEqual([8, 1, 8, 6]);
  });

  it('falls back to the nearest existing ancestor when the path goes deeper than the document', () => {
    expect(at(['blocks', 0, 'actions', 0, 'href'], 'value')).toEqual([7, 14, 7, 16]);
    expect(at(['blocks', 3], 'value')).toEqual([4, 1, 4, 7]);
  });
});
