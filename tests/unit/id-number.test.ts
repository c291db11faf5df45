import { describe, expect, it } from 'vitest';
import { IdNumberMsg, idNumberIssue, residentIdBirthday, residentIdCheckChar } from '../../contract/id-number';

describe('ID numbers (contract/id-number.ts)', () => {
  it('computes the GB 11643 check character (the standard’s own example ends in X)', () => {
    expect(residentIdCheckChar('11010519491231002')).toBe('X');
    expect(residentIdBirthday('11010519491231002x')).toBe('1949-12-31');
  });

  it('reads the birthday of the old 15-digit form as 19yy', () => {
    expect(residentIdBirthday('110105491231002')).toBe('1949-12-31');
    expect(residentIdBirthday('110105491331002')).toBeNull();
  });

  it('refuses a birthday in the future or off the calendar, and a number that disagrees with the child', () => {
    expect(idNumberIssue(0, '110105202105061239', '2021-05-06')).toBeNull();
    expect(idNumberIssue(0, '110105202105061239', '2021-05-07')).toBe(IdNumberMsg.birthdayMismatch);
    expect(idNumberIssue(0, '110105202105061238', null)).toBe(IdNumberMsg.residentId);
    const future = '11010520990506123';
    expect(residentIdBirthday(future + residentIdCheckChar(future))).toBeNull();
    expect(idNumberIssue(0, '', '2021-05-06')).toBeNull();
  });

  it('checks the passes by their forms', () => {
    expect(idNumberIssue(3, 'H1234567890', null)).toBeNull();
    expect(idNumberIssue(3, 'H123456789', null)).toBe(IdNumberMsg.hkMacau);
    expect(idNumberIssue(4, '12345678', null)).toBeNull();
    expect(idNumberIssue(2, 'O440012345', null)).toBeNull();
    expect(idNumberIssue(2, '440012345', null)).toBe(IdNumberMsg.birthCertificate);
    expect(idNumberIssue(9, '1', null)).toBe(IdNumberMsg.type);
  });
});
