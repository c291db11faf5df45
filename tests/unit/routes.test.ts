import { describe, expect, it } from 'vitest';
import { isPathPermitted, landingPath, wordingForStyle } from '@contract';

describe('path permission (SPEC §6)', () => {
  const list = '/HOME,/YWGL/JCXX';
  it('allows everything without a list', () => {
    expect(isPathPermitted('/YWGL/CWGL', '')).toBe(true);
  });
  it('allows listed paths, their sub-pages and the always-allowed ones only', () => {
    expect(isPathPermitted('/YWGL/JCXX', list)).toBe(true);
    expect(isPathPermitted('/YWGL/JCXX/BJGL', list)).toBe(true);
    expect(isPathPermitted('/JCSZ/XGMM', list)).toBe(true);
    expect(isPathPermitted('/YWGL/CWGL', list)).toBe(false);
    expect(isPathPermitted('/YWGL/JCXXX', list)).toBe(false);
  });
});

describe('landing page (SPEC §4)', () => {
  it('style 3 → meal plan, company 74 → term settings, else home', () => {
    expect(landingPath({ schoolStyle: 3, companyId: 74 })).toBe('/WSBJ/YYPC/ZZSP');
    expect(landingPath({ schoolStyle: 1, companyId: 74 })).toBe('/JCSZ/YLSZ');
    expect(landingPath({ schoolStyle: 2, companyId: 1 })).toBe('/HOME');
  });
});

describe('style wording', () => {
  it('renames groups for style 2 and leaves style 1 and 3 alone', () => {
    expect(wordingForStyle('园务管理', 2)).toBe('协同办公');
    expect(wordingForStyle('后勤管理', 2)).toBe('总务管理');
    expect(wordingForStyle('家园共育', 2)).toBe('家校互动');
    expect(wordingForStyle('离园幼儿', 2)).toBe('离园学生');
    expect(wordingForStyle('园务管理', 1)).toBe('园务管理');
    expect(wordingForStyle('幼儿管理', 3)).toBe('幼儿管理');
  });
});
