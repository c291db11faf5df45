import { describe, expect, it } from 'vitest';
import { isNewEnergyPlate, normalizePlate, PlateMsg, plateIssue } from '../../contract/bus/plate';

describe('Chinese plates (contract/bus/plate.ts)', () => {
  it.each([
    ['京A12345', false],
    ['粤B8K9Z3', false],
    ['沪C1234学', false],
    ['苏E1234挂', false],
    ['粤Z1234港', false],
    ['粤BD12345', true],
    ['京ADA1234', true],
    ['川AA12345', true],
    ['粤B12345D', true],
    ['浙A12345F', true],
  ])('accepts %s (new energy: %s)', (plate, newEnergy) => {
    expect(plateIssue(plate)).toBeNull();
    expect(isNewEnergyPlate(plate)).toBe(newEnergy);
  });

  it.each([
    ['', PlateMsg.required],
    ['   ', PlateMsg.required],
    ['A12345', PlateMsg.invalid],
    ['京112345', PlateMsg.invalid],
    ['京A1234', PlateMsg.invalid],
    ['京A123456', PlateMsg.invalid],
    ['京AI2345', PlateMsg.invalid],
    ['京AO2345', PlateMsg.invalid],
    ['港A12345', PlateMsg.invalid],
    ['粤BX12345', PlateMsg.invalid],
    ['粤B1234DD', PlateMsg.invalid],
    ['粤B12345E', PlateMsg.invalid],
    ['京A学1234', PlateMsg.invalid],
  ])('refuses %j', (plate, msg) => {
    expect(plateIssue(plate)).toBe(msg);
  });

  it('reads plates as people type them: lower case, spaces and the dot', () => {
    expect(normalizePlate('粤b·12345 d')).toBe('粤B12345D');
    expect(plateIssue('粤b·12345 d')).toBeNull();
  });
});
