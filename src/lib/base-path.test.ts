import { describe, expect, it } from 'vitest';
import { BASE_PATH, normaliseBasePath, withBase, withoutBase } from './base-path';

describe('normaliseBasePath', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['  /  ', '/'],
    ['/tools/devtoolbox/', '/tools/devtoolbox/'],
    ['/tools/devtoolbox', '/tools/devtoolbox/'],
    ['tools/devtoolbox', '/tools/devtoolbox/'],
    ['//tools//devtoolbox//', '/tools/devtoolbox/'],
    ['/v1.2_x~y-z/', '/v1.2_x~y-z/'],
  ])('%j → %j', (raw, base) => {
    expect(normaliseBasePath(raw)).toBe(base);
  });

  it.each(['/a b/', '/a/../b/', '/./', '/a?b/', '/a#b/', '/a"b/', '/ä/', './', 'https://host/x/'])('refuses %j', (raw) => {
    expect(() => normaliseBasePath(raw)).toThrow(/BASE_PATH/);
  });
});

describe('withBase and withoutBase', () => {
  const base = '/tools/devtoolbox/';
  it.each([
    ['/', '/tools/devtoolbox/'],
    ['/json-formatter', '/tools/devtoolbox/json-formatter'],
    ['sw.js', '/tools/devtoolbox/sw.js'],
    ['/assets/a-1.js', '/tools/devtoolbox/assets/a-1.js'],
  ])('%s ↔ %s', (path, url) => {
    expect(withBase(path, base)).toBe(url);
    expect(withoutBase(url, base)).toBe(path.startsWith('/') ? path : `/${path}`);
  });

  it('the base without its trailing slash is the home page; paths outside the base are not the site', () => {
    expect(withoutBase('/tools/devtoolbox', base)).toBe('/');
    expect(withoutBase('/tools/devtoolboxes/x', base)).toBeNull();
    expect(withoutBase('/json-formatter', base)).toBeNull();
    expect(withoutBase('/tools', base)).toBeNull();
  });

  it('at the root nothing changes', () => {
    expect(withBase('/json-formatter', '/')).toBe('/json-formatter');
    expect(withBase('/', '/')).toBe('/');
    expect(withoutBase('/json-formatter', '/')).toBe('/json-formatter');
    expect(withoutBase('/', '/')).toBe('/');
  });

  it('this build (the unit tests) is served from the root', () => {
    expect(BASE_PATH).toBe('/');
  });
});
